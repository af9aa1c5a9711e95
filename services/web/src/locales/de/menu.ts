import type { MenuMessages } from '../it/menu.ts';

const menu: MenuMessages = {
  menu: {
    dashboard: 'Übersicht',
    lightSub: 'Strom mit Konvention',
    light: 'Strom',
    fireSub: 'Gas mit Konvention',
    fire: 'Gas',
  },
};

export default menu;
