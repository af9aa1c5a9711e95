const menu = {
  menu: {
    dashboard: 'Riepilogo',
    lightSub: 'Luce in convenzione',
    light: 'Luce',
    fireSub: 'Gas in convenzione',
    fire: 'Gas',
  },
};

export type MenuMessages = typeof menu;
export default menu;
