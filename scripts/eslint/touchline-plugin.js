import path from 'node:path';

/**
 * The repository's own lint rules (decision 400). Each is proven to fail on a
 * deliberate violation by scripts/eslint/lint-rules.test.ts.
 */

const CHECKS = new Set(['assertCan', 'assertCanSome', 'can']);

function isFunction(node) {
  return (
    node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression'
  );
}

/** Whether a parameter is named `actor` (plain, defaulted or typed). */
function namesActor(param) {
  const target = param.type === 'AssignmentPattern' ? param.left : param;
  return target.type === 'Identifier' && target.name === 'actor';
}

/** Every node below `root` in source order, without descending into `skip`. */
function* walk(root, visitorKeys) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    yield node;
    const keys = visitorKeys[node.type] ?? [];
    const children = [];
    for (const key of keys) {
      const value = node[key];
      if (Array.isArray(value)) children.push(...value.filter((child) => child && typeof child.type === 'string'));
      else if (value && typeof value.type === 'string') children.push(value);
    }
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
}

/** Identifiers read anywhere below `node`. */
function identifiersIn(node, visitorKeys) {
  const names = new Set();
  for (const child of walk(node, visitorKeys)) if (child.type === 'Identifier') names.add(child.name);
  return names;
}

/**
 * In a service, a function that takes the actor answers nothing before its
 * access check (decision 400). Precisely, in a function with a parameter named
 * `actor`, the check is the first call (in source order, nested callbacks
 * included) of `assertCan`, `assertCanSome` or `can`, or of any function the
 * actor itself is handed to (which then checks). Before it there is:
 *
 * - no `throw`, no `new AppError(…)`, and no `return` of the function;
 * - no `await` at all when the check's resource is made only of the
 *   function's parameters: the check does not need the row, so it comes
 *   before loading it (a caller without access learns nothing of the row,
 *   not even whether it exists). When the resource needs a loaded row, the
 *   row is loaded first (`orNotFound`: missing is 404, decision 019).
 *
 * A function that takes the actor and neither checks nor hands it on is reported too.
 */
const accessCheckFirst = {
  meta: {
    type: 'problem',
    docs: { description: 'service methods that take the actor check access before any answer' },
    messages: {
      answersFirst:
        'This answers ({{what}}) before the access check: check first, after loading only what the check needs (decision 400).',
      loadsFirst:
        'This loads before an access check that needs only the request: check first, then load (decision 400).',
      neverChecks: 'This takes the actor but never checks it (assertCan, assertCanSome or can), nor hands it on.',
    },
    schema: [],
  },
  create(context) {
    const visitorKeys = context.sourceCode.visitorKeys;
    const nearestFunction = (node) => {
      let current = node.parent;
      while (current && !isFunction(current)) current = current.parent;
      return current;
    };
    const handsOnActor = (call) => call.arguments.some((arg) => arg.type === 'Identifier' && arg.name === 'actor');
    const isDirectCheck = (call) => call.callee.type === 'Identifier' && CHECKS.has(call.callee.name);

    function check(fn) {
      if (!fn.params.some(namesActor)) return;
      const nodes = [...walk(fn.body, visitorKeys)].sort((a, b) => a.range[0] - b.range[0]);
      const first = nodes.find((node) => node.type === 'CallExpression' && (isDirectCheck(node) || handsOnActor(node)));
      if (!first) {
        context.report({ node: fn, messageId: 'neverChecks' });
        return;
      }
      const before = nodes.filter(
        (node) => node.range[1] <= first.range[0] || (node.range[0] < first.range[0] && !containsRange(node, first)),
      );
      for (const node of before) {
        if (node.type === 'ThrowStatement')
          context.report({ node, messageId: 'answersFirst', data: { what: 'throw' } });
        if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'AppError') {
          context.report({ node, messageId: 'answersFirst', data: { what: 'new AppError' } });
        }
        if (node.type === 'ReturnStatement' && nearestFunction(node) === fn) {
          context.report({ node, messageId: 'answersFirst', data: { what: 'return' } });
        }
      }
      if (!isDirectCheck(first)) return;
      const locals = new Set();
      for (const node of before) {
        if (node.type === 'VariableDeclarator')
          for (const name of identifiersIn(node.id, visitorKeys)) locals.add(name);
      }
      const resource = first.arguments.slice(2);
      const needsALoad = resource.some((arg) => [...identifiersIn(arg, visitorKeys)].some((name) => locals.has(name)));
      if (needsALoad) return;
      for (const node of before) {
        if (node.type === 'AwaitExpression') context.report({ node, messageId: 'loadsFirst' });
      }
    }
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

function containsRange(outer, inner) {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/**
 * A server module reaches another only through its service or presenter
 * (values or types), or, type only, its repository: the unit of work hands a
 * service the repositories of its transaction (decision 020). A module is the
 * folder a file sits in under `src/modules/`; the rooms of an area
 * (`modules/tournaments/setup`, …) also share the area's `shared/` folder.
 */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import each other only through services and presenters' },
    messages: {
      reaches:
        "'{{source}}' reaches into module {{target}}: import its *.service.ts or *.presenter.ts (a repository only as a type), or move what both need to the area's shared/ (decision 400).",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const marker = `${path.sep}src${path.sep}modules${path.sep}`;
    const at = filename.indexOf(marker);
    if (at < 0) return {};
    const modulesRoot = filename.slice(0, at + marker.length);
    const moduleOf = (file) => path.relative(modulesRoot, path.dirname(file)).split(path.sep).join('/');
    const own = moduleOf(filename);
    const area = (module) => module.split('/')[0];

    function checkSource(node, source, typeOnly) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source.value);
      if (!target.startsWith(modulesRoot)) return;
      const module = moduleOf(target);
      if (module === own) return;
      if (module.endsWith('/shared') && area(module) === area(own)) return;
      const base = path.basename(target).replace(/\.(js|ts)$/, '');
      if (base.endsWith('.service') || base.endsWith('.presenter')) return;
      if (typeOnly && base.endsWith('.repository')) return;
      context.report({ node, messageId: 'reaches', data: { source: source.value, target: module } });
    }

    const typeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

    return {
      ImportDeclaration: (node) => checkSource(node, node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => checkSource(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => checkSource(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => checkSource(node, node.source, false),
    };
  },
};

export default {
  meta: { name: 'touchline' },
  rules: { 'access-check-first': accessCheckFirst, 'module-boundaries': moduleBoundaries },
};
