/** The build's id, also written to builds/latest.json (§7 build check). */
declare const __BUILD_ID__: string;
