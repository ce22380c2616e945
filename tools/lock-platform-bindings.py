#!/usr/bin/env python3
"""Adds lock-file entries for @unrs/resolver-binding-* builds of other platforms.

Why: eslint-plugin-import-x depends on unrs-resolver, whose native builds are optional dependencies,
one per platform. The registry this project installs from serves only the Linux builds, so `npm
install` leaves the others out of package-lock.json, and `npm ci` then refuses the lock as out of
sync ("Missing: @unrs/resolver-binding-darwin-arm64"). npm never fetches an optional build for another
platform, so an entry naming its version and platform is all `npm ci` needs. Run after `npm install`
changes the lock: python3 tools/lock-platform-bindings.py
"""
import json
import re

LOCK = 'package-lock.json'
ARCHES = {'arm': 'arm', 'arm64': 'arm64', 'x64': 'x64', 'ia32': 'ia32', 'loong64': 'loong64',
          'ppc64': 'ppc64', 'riscv64': 'riscv64', 's390x': 's390x'}

lock = json.load(open(LOCK))
packages = lock['packages']
resolver = packages.get('node_modules/unrs-resolver')
added = []
for name, version in (resolver or {}).get('optionalDependencies', {}).items():
    key = 'node_modules/' + name
    if key in packages:
        continue
    m = re.match(r'@unrs/resolver-binding-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z0-9]+))?$', name)
    os_name, arch, abi = m.group(1), m.group(2), m.group(3)
    entry = {'version': version, 'cpu': [ARCHES[arch]], 'dev': True, 'license': 'MIT', 'optional': True,
             'os': [os_name]}
    if os_name == 'linux' and abi:
        entry['libc'] = ['musl' if abi.startswith('musl') else 'glibc']
    packages[key] = dict(sorted(entry.items()))
    added.append(name)
with open(LOCK, 'w') as f:
    json.dump(lock, f, indent=2)
    f.write('\n')
print(f'added {len(added)} platform entries' if added else 'lock already complete')
