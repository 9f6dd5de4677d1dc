/** Throws while mounting, as an island with a bug would. */
export function mount(): never {
	throw new Error('broken island');
}
