import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no scrolling; the router scrolls to the top after each navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
