// WebKitGTK's WebDriver has no console log and no script that runs before the
// page's own, so tests/engines/site.mjs serves this file and puts it first in
// each page's head, for WebKit only (Firefox reports the same over WebDriver
// BiDi). It records what a console would show as an error: uncaught errors,
// rejected promises, resources that fail to load, Content-Security-Policy
// violations and console.error calls. The suite reads and empties the list.
(() => {
  const errors = (window.__engineErrors = []);
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      errors.push(
        event instanceof ErrorEvent
          ? `${event.message} (${event.filename}:${event.lineno})`
          : `failed to load ${target.src || target.href || target.tagName}`,
      );
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
  );
  const consoleError = console.error;
  console.error = (...args) => {
    errors.push(args.map(String).join(' '));
    consoleError.apply(console, args);
  };
})();
