/**
 * What the step log records (product.md, "Execution history"), in one place:
 * every page that says what a run logs renders `StepLogNote`
 * (src/components/StepLog), and every page and catalogue text shows the same
 * mask. tests/unit/stepLog.test.ts fails on another mask or on a page that
 * denies that field values are in the log.
 */
export const SECRET_MASK = '••••••';
