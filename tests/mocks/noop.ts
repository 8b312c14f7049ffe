// Stand-in for modules a test needs to load but not run (@theme/prism-include-languages).
export default function noop(): void {}
