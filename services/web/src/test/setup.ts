// Testing Library's waits in the page tests (findBy…, waitFor) give up after 5 s, not 1 s: on a
// busy 2-core machine a page's first render with its data takes longer than a second. A wait still
// ends as soon as its condition holds; the limit only decides when a test that never gets there
// fails (docs/testing.md).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
