import { useThemeStore } from 'shared-ui';
import { MoonIcon, SunIcon } from './icons';
import { IconButton, ThemeChoice, ThemeLabel } from './styles';

/**
 * Names the theme it switches to. Both names are in the markup and the theme's CSS shows one
 * (shared-ui's when-dark / when-light), so a pre-rendered page is right in either theme.
 */
export function ThemeToggle() {
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <IconButton type="button" onClick={toggle}>
      <ThemeChoice className="when-dark">
        <SunIcon size={18} />
        <ThemeLabel>Light theme</ThemeLabel>
      </ThemeChoice>
      <ThemeChoice className="when-light">
        <MoonIcon size={18} />
        <ThemeLabel>Dark theme</ThemeLabel>
      </ThemeChoice>
    </IconButton>
  );
}
