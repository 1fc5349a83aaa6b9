import { colorPresets } from "../theme/palette";
import { SETTINGS_KEY } from "./settings";

/**
 * Runs inline in <head> before first paint, so a visitor who chose dark mode never sees a white flash.
 * Mirrors parseSettings/applySettings, in plain ES5 because it runs before any bundle loads.
 * It also marks the page as scripted (`data-js`), which shows controls that need scripts.
 */
export const themeScript = `(function(){var s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(SETTINGS_KEY)})||"{}")||{}}catch(e){}
var d=document.documentElement,p=${JSON.stringify(colorPresets)};
d.setAttribute("data-theme-mode",s.themeMode==="dark"?"dark":"light");
d.setAttribute("data-preset",p.indexOf(s.themeColorPresets)>=0?s.themeColorPresets:"default");
d.setAttribute("dir",s.themeDirection==="rtl"?"rtl":"ltr");d.setAttribute("data-js","");})();`;
