/** The shape every language of a namespace must have: the source language's keys, any text. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type Resources = { [key: string]: string | Resources };
