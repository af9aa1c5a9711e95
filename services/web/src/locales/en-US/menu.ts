import type { MenuMessages } from '../it/menu.ts';

const menu: MenuMessages = {
  menu: {
    dashboard: 'Overview',
    lightSub: 'Electricity with convention',
    light: 'Electricity',
    fireSub: 'Gas with convention',
    fire: 'Gas',
  },
};

export default menu;
