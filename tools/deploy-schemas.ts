import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

/*
 * The deployment files (deploy/) checked against the schemas of the tools that read them, without
 * those tools (no Docker, kubectl, kubeconform or helm here, and no network):
 *
 * - compose.yaml against the Compose Specification's JSON schema, as the `dclint` package ships it
 *   (schemas/compose.schema.json, the compose-spec project's schema; docker compose validates with the
 *   same one). Unknown keys are refused there, so a typo fails.
 * - Kubernetes manifests against Kubernetes' OpenAPI schemas, as the `kubernetes-models` package
 *   compiles them: each kind's validator (types, formats, required fields) and each kind's TypeScript
 *   interface. The validators let unknown fields pass — so does the API server unless asked for strict
 *   field validation — so every manifest is also compiled as an object literal of its kind's interface,
 *   where TypeScript refuses a property the schema does not have: a typo'd field fails too.
 *
 * Used by tools/test/deploy-files.test.ts.
 */

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

// ── YAML ────────────────────────────────────────────────────────────────────────────────────────────

/** Every document of a YAML file as plain data; a syntax error throws with the file's name. */
export function readYamlDocuments(file: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  return documents.flatMap((document) => {
    if (document.errors.length > 0) {
      throw new Error(`${path.relative(root, file)}: ${document.errors.map((e) => e.message).join('; ')}`);
    }
    const value: unknown = document.toJS();
    return value === null || value === undefined ? [] : [value];
  });
}

const formatErrors = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? error.keyword}${
        error.keyword === 'additionalProperties'
          ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
          : ''
      }`,
  );

// ── Compose ─────────────────────────────────────────────────────────────────────────────────────────

/** dclint's copy of the Compose Specification schema (its package exports no path to it). */
const COMPOSE_SCHEMA_FILE = path.join(
  path.dirname(require.resolve('dclint/package.json')),
  'schemas',
  'compose.schema.json',
);

let composeValidator: ReturnType<Ajv['compile']> | undefined;

/** What is wrong with a compose file's content against the Compose Specification; [] when valid. */
export function composeSchemaErrors(compose: unknown): string[] {
  if (!composeValidator) {
    const schema = JSON.parse(readFileSync(COMPOSE_SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
    // strict: false — the schema uses annotation keywords (e.g. `deprecated`) Ajv's strict mode rejects;
    // validateSchema: false — it names draft-07 by an https address Ajv does not know it by (same draft).
    composeValidator = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
  }
  return composeValidator(compose) ? [] : formatErrors(composeValidator.errors);
}

// ── Kubernetes ──────────────────────────────────────────────────────────────────────────────────────

export type Manifest = { file: string; apiVersion: string; kind: string; body: Record<string, unknown> };

/** Every document of the files a kustomization lists under `resources` (nested kustomizations too). */
export function kustomizationManifests(directory: string): Manifest[] {
  const [kustomization] = readYamlDocuments(path.join(directory, 'kustomization.yaml')) as [
    { resources?: string[] },
  ];
  return (kustomization.resources ?? []).flatMap((resource) => {
    const target = path.join(directory, resource);
    if (!resource.endsWith('.yaml') && !resource.endsWith('.yml')) return kustomizationManifests(target);
    return readYamlDocuments(target).map((document) => {
      const body = document as Record<string, unknown>;
      return {
        file: path.relative(root, target),
        apiVersion: String(body.apiVersion),
        kind: String(body.kind),
        body,
      };
    });
  });
}

/** `kubernetes-models/<group>/<version>/<Kind>`; the core group is just `v1`. */
const modelPath = ({ apiVersion, kind }: Pick<Manifest, 'apiVersion' | 'kind'>) =>
  `kubernetes-models/${apiVersion}/${kind}`;

type ModelClass = new (data: unknown) => { validate(): void };

/** Kubernetes' schema of each manifest's kind, run: wrong types, formats, missing required fields. */
export async function kubernetesSchemaErrors(manifests: Manifest[]): Promise<string[]> {
  const problems: string[] = [];
  for (const manifest of manifests) {
    const where = `${manifest.file} ${manifest.kind}`;
    let Model: ModelClass | undefined;
    try {
      Model = ((await import(modelPath(manifest))) as Record<string, ModelClass>)[manifest.kind];
    } catch {
      // reported below
    }
    if (!Model) {
      problems.push(`${where}: no Kubernetes schema for ${manifest.apiVersion} ${manifest.kind}`);
      continue;
    }
    try {
      new Model(manifest.body).validate();
    } catch (err) {
      problems.push(`${where}: ${(err as Error).message}`);
    }
  }
  return problems;
}

/** Parsed declaration files (the standard library's, kubernetes-models'), kept between programs. */
const declarationFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * Kubernetes' schema of each manifest's kind, as a TypeScript interface: compiles every manifest as an
 * object literal of its kind (`const m0: IDeployment = {...}`), whose excess-property check refuses a
 * field the kind does not have. One in-memory program for all manifests (a few seconds: the
 * interfaces of every kind they use).
 */
export function kubernetesFieldErrors(manifests: Manifest[]): string[] {
  const fileName = path.join(root, 'deploy', '__manifest-fields__.ts');
  const source = [
    ...manifests.map((m, i) => `import type { I${m.kind} as T${i} } from '${modelPath(m)}';`),
    ...manifests.map((m, i) => `export const m${i}: T${i} = ${JSON.stringify(m.body)};`),
  ].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, languageVersion, ...rest) => {
    if (name === fileName) return ts.createSourceFile(name, source, languageVersion);
    if (!declarationFiles.has(name))
      declarationFiles.set(name, getSourceFile.call(host, name, languageVersion, ...rest));
    return declarationFiles.get(name);
  };
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? source : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file?.fileName !== fileName || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const manifest = manifests[line - manifests.length];
    return manifest ? `${manifest.file} ${manifest.kind}: ${message}` : message;
  });
}

/** Both checks of the Kubernetes schemas; [] when every manifest is valid. */
export async function kubernetesErrors(manifests: Manifest[]): Promise<string[]> {
  return [...(await kubernetesSchemaErrors(manifests)), ...kubernetesFieldErrors(manifests)];
}
