/**
 * The cookies of one request and its response, without the HTTP server: the model sets
 * and reads cookies through this, and the server backs it with the request and response.
 */

export interface CookieOptions {
	readonly path: string;
	readonly httpOnly?: boolean;
	readonly sameSite?: 'lax';
	readonly expires?: Date;
}

export interface CookieJar {
	/** A cookie the request carried (what the browser sent, not what this response sets). */
	requestCookie(name: string): string | undefined;
	set(name: string, value: string, options: CookieOptions): void;
	clear(name: string, options: CookieOptions): void;
}
