/**
 * shared-ui/ai: the AI features' pure logic, shared by the shell and the marketplace (no react-query, no
 * state, so it is bundled into whichever app imports it and stays out of the shell's first load).
 */
export * from './score';
