/** Stylesheets bundled as text (esbuild: `import … with { type: "text" }`). */
declare module "*.css" {
  const text: string;
  export default text;
}
