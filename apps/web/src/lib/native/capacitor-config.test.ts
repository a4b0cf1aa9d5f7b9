import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capacitorConfig } from '../../../capacitor.config';
import viteConfig from '../../../vite.config';

// The native projects (apps/web/android, apps/web/ios) were generated from
// capacitor.config.ts by `cap add`; `cap sync` copies the web build and the
// plugin list into them but never rewrites the app's id or name, so a change
// to the config alone would leave the shells behind (decision 320).
const webDir = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, webDir), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };

const config = capacitorConfig({});

/** Capacitor's own packages; every other @capacitor/* dependency is a plugin the shells must register. */
const CAPACITOR_RUNTIME = new Set(['@capacitor/core', '@capacitor/cli', '@capacitor/android', '@capacitor/ios']);
const plugins = Object.keys(packageJson.dependencies).filter(
  (name) => name.startsWith('@capacitor/') && !CAPACITOR_RUNTIME.has(name),
);

describe('capacitor.config.ts', () => {
  it("ships the web app's own build: webDir is Vite's output directory", () => {
    expect(config.webDir).toBe(viteConfig.build?.outDir ?? 'dist');
  });

  it('loads the installation named at sync time, plain http only for a local development server', () => {
    expect(config.server).toBeUndefined();
    expect(capacitorConfig({ TOUCHLINE_SERVER_URL: 'https://touchline.example.org/some/path' }).server).toEqual({
      url: 'https://touchline.example.org',
      cleartext: false,
    });
    expect(
      capacitorConfig({
        TOUCHLINE_SERVER_URL: 'http://192.168.1.20:3000',
        TOUCHLINE_ALLOW_NAVIGATION: ' sso.example.org, ,id.example.com ',
      }).server,
    ).toEqual({
      url: 'http://192.168.1.20:3000',
      cleartext: true,
      allowNavigation: ['sso.example.org', 'id.example.com'],
    });
    expect(() => capacitorConfig({ TOUCHLINE_SERVER_URL: 'file:///etc/passwd' })).toThrow(/http\(s\)/);
    expect(() => capacitorConfig({ TOUCHLINE_SERVER_URL: 'not a url' })).toThrow();
  });
});

describe('the generated Android project', () => {
  it("has the config's app id and name", () => {
    const gradle = read('android/app/build.gradle');
    expect(gradle).toContain(`namespace = "${config.appId}"`);
    expect(gradle).toContain(`applicationId "${config.appId}"`);
    const strings = read('android/app/src/main/res/values/strings.xml');
    expect(strings).toContain(`<string name="app_name">${config.appName}</string>`);
    expect(strings).toContain(`<string name="package_name">${config.appId}</string>`);
    const activity = `android/app/src/main/java/${config.appId!.replaceAll('.', '/')}/MainActivity.java`;
    expect(read(activity)).toContain(`package ${config.appId};`);
  });

  it('registers exactly the Capacitor plugins the web app depends on (cap sync ran after the last change)', () => {
    const settings = read('android/capacitor.settings.gradle');
    const registered = [...settings.matchAll(/node_modules\/(@capacitor\/[^/]+)\/android'/g)].map((m) => m[1]);
    expect(registered.sort()).toEqual([...plugins].sort());
    const build = read('android/app/capacitor.build.gradle');
    for (const plugin of plugins) expect(build).toContain(`project(':${plugin.replace('@capacitor/', 'capacitor-')}')`);
  });
});

describe('the generated iOS project', () => {
  it("has the config's bundle id and name", () => {
    const project = read('ios/App/App.xcodeproj/project.pbxproj');
    const ids = [...project.matchAll(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([config.appId]));
    expect(read('ios/App/App/Info.plist')).toMatch(
      new RegExp(`<key>CFBundleDisplayName</key>\\s*<string>${config.appName}</string>`),
    );
  });

  it('lists exactly those plugins in its Swift package, on the installed Capacitor version', () => {
    const swift = read('ios/App/CapApp-SPM/Package.swift');
    const listed = [...swift.matchAll(/path: "[./]*node_modules\/(@capacitor\/[^"]+)"/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...plugins].sort());
    expect(swift).toContain(`capacitor-swift-pm.git", exact: "${packageJson.dependencies['@capacitor/ios']}"`);
  });
});
