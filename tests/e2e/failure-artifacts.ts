import path from 'node:path';
import { keepFailureArtifacts } from '../support/browser.ts';

// A setup file of the e2e project: a failed browser test leaves its traces and screenshots here.
keepFailureArtifacts(path.resolve(import.meta.dirname, '../../test-results/e2e'));
