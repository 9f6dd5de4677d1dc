/**
 * The document's own properties and methods, read so that no element can shadow them. A
 * document's named elements win over its built-ins (its `[LegacyOverrideBuiltIns]`): with
 * `<object id="cookie">` or `<form name="querySelectorAll">` in a post (WordPress's kses keeps
 * both), `document.cookie` is that element and `document.querySelectorAll` no function. Every
 * `document.*` the runtime and the islands use goes through here, which takes each from the
 * document's prototypes (Document, Node, EventTarget), where no element reaches
 * (test/dependencies.test.ts holds the code to that).
 */

/**
 * `doc[name]` as the document's interfaces define it: an attribute's value, or a method bound
 * to `doc`, read from its prototype with `doc` as the receiver.
 */
export function builtIn<K extends keyof Document & string>(name: K, doc: Document = document): Document[K] {
	const value: unknown = Reflect.get(Object.getPrototypeOf(doc) as object, name, doc);
	return (typeof value === 'function' ? value.bind(doc) : value) as Document[K];
}

/** `doc[name] = value` through the document's own setter (`cookie`, `adoptedStyleSheets`). */
export function setBuiltIn<K extends 'cookie' | 'adoptedStyleSheets'>(name: K, value: Document[K], doc: Document = document): void {
	Reflect.set(Object.getPrototypeOf(doc) as object, name, value, doc);
}
