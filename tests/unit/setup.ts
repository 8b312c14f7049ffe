import '@testing-library/jest-dom';
import {configure} from '@testing-library/react';

// findBy and waitFor wait for a state, never for a time: this bound only ends
// a test whose state never comes. Testing Library's default 1 s is near what
// a slow machine takes to render the All actions table (about 0.3 s here).
configure({asyncUtilTimeout: 10_000});
