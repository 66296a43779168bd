import type { Theme } from './theme';

// Types `props.theme` in every styled component of the shell and the sections.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
