import { createContext, useContext } from 'react';
import type { DisplayMode } from './display-mode.ts';

const DisplayModeContext = createContext<DisplayMode>({ header: 'shown', footer: 'shown', appView: false });

/** Provided by the root layout from the current URL and route handles. */
export const DisplayModeProvider = DisplayModeContext.Provider;
export const useDisplayMode = () => useContext(DisplayModeContext);
