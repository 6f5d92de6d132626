/**
 * Math functions bound once. The history generator calls them millions of times, and inside
 * Jest's module sandbox every global `Math` lookup costs about 15 times a local one.
 */
export const { PI, ceil, cos, exp, floor, imul, log, max, min, round, sqrt } = Math;
