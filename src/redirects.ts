/**
 * Redirects the site serves: the specification's routes keep their
 * misspellings, and readers who type the correct English land on the same
 * page. docusaurus.config.ts hands them to plugin-client-redirects and the
 * end-to-end tests follow each one.
 */
export const redirects = [
  {from: '/how-to-access-tucano-studio', to: '/how-to-acess-tucano-studio'},
  {from: '/how-to-recover-password', to: '/how-to-recovery-password'},
];
