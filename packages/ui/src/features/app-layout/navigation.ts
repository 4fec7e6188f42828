// The signed-in navigation of spec part 1 §2 (Authenticated layout), in the spec's order.
import type { LucideIcon } from 'lucide-react';
import {
  AudioLinesIcon,
  CircleUserIcon,
  ClapperboardIcon,
  FilmIcon,
  HouseIcon,
  LanguagesIcon,
  LibraryBigIcon,
} from 'lucide-react';

export interface NavigationItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const appNavigation: readonly NavigationItem[] = [
  { href: '/dashboard', label: 'Home', icon: HouseIcon },
  { href: '/create-voice', label: 'Create Voice', icon: AudioLinesIcon },
  { href: '/video', label: 'Upload Video', icon: ClapperboardIcon },
  { href: '/text-to-speech', label: 'Text to Video', icon: FilmIcon },
  { href: '/localize', label: 'Localization', icon: LanguagesIcon },
  { href: '/library', label: 'Generations', icon: LibraryBigIcon },
  { href: '/account', label: 'Account', icon: CircleUserIcon },
];

/** A link is current on its own path and on paths below it ('/library/42'). */
export function isCurrentPath(href: string, currentPath: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
