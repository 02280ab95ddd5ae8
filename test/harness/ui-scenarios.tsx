export const scenarios = {};
