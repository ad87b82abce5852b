package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/internal/npy"
	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify/tv"
)

// This file holds what run and diff share: reading a target spec, loading
// and verifying a kernel for it, building its arguments from -in flags and
// getting the executor's code for it.

// pairsFlag collects repeated NAME=VALUE flags (-in, -out).
type pairsFlag struct {
	flag  string
	names []string
	vals  map[string]string
}

func newPairs(name string) *pairsFlag { return &pairsFlag{flag: name, vals: map[string]string{}} }

func (p *pairsFlag) String() string { return "" }

func (p *pairsFlag) Set(s string) error {
	name, val, ok := strings.Cut(s, "=")
	name = strings.TrimPrefix(name, "%")
	if !ok || name == "" || val == "" {
		return fmt.Errorf("want NAME=FILE, e.g. A=a.npy")
	}
	if _, dup := p.vals[name]; dup {
		return fmt.Errorf("%%%s given twice", name)
	}
	p.names = append(p.names, name)
	p.vals[name] = val
	return nil
}

// runError is an error with the exit code it gets.
type runError struct {
	code int
	msg  string
}

func (e *runError) Error() string { return e.msg }

func usageErr(format string, args ...any) error {
	return &runError{code: 2, msg: fmt.Sprintf(format, args...)}
}

func inputErr(format string, args ...any) error {
	return &runError{code: 1, msg: fmt.Sprintf(format, args...)}
}

// exitCode reports err on stderr with the command's prefix and returns
// its exit code (errCode for errors without one).
func exitCode(stderr io.Writer, cmd string, err error, errCode int) int {
	if re, ok := err.(*runError); ok {
		if re.msg != "" {
			fmt.Fprintf(stderr, "lowerc %s: %s\n", cmd, re.msg)
		}
		return re.code
	}
	fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
	return errCode
}

// loadKernel reads, parses and verifies file for the spec's target and
// returns the kernel named name (or the only one).
func loadKernel(file string, sp spec.Spec, name string, stderr io.Writer) (*ir.Module, *ir.Kernel, error) {
	b, err := specBackend(sp)
	if err != nil {
		return nil, nil, usageErr("%v", err)
	}
	m, ok := loadAndVerify(file, b, stderr)
	if !ok {
		return nil, nil, &runError{code: 1} // the diagnostics are printed
	}
	k, err := pickKernel(m, name)
	if err != nil {
		return nil, nil, err
	}
	return m, k, nil
}

func pickKernel(m *ir.Module, name string) (*ir.Kernel, error) {
	var names []string
	for _, k := range m.Kernels {
		if k.Name == name || name == "" && len(m.Kernels) == 1 {
			return k, nil
		}
		names = append(names, "@"+k.Name)
	}
	switch {
	case len(m.Kernels) == 0:
		return nil, inputErr("%s has no kernel", m.File)
	case name == "":
		return nil, usageErr("%s has %d kernels (%s); choose one with -kernel NAME", m.File, len(m.Kernels), strings.Join(names, ", "))
	}
	return nil, usageErr("%s has no kernel @%s (it has %s)", m.File, strings.TrimPrefix(name, "@"), strings.Join(names, ", "))
}

// paramNames lists a kernel's parameters for messages.
func paramNames(k *ir.Kernel) string {
	var ns []string
	for _, p := range k.Params {
		ns = append(ns, "%"+p.Name)
	}
	if len(ns) == 0 {
		return "none"
	}
	return strings.Join(ns, ", ")
}

// buildArgs makes a launch's arguments: zeros, then every -in (a .npy file
// for a global tensor, 1/0/true/false for a pred). Every input is checked
// before any is used.
func buildArgs(k *ir.Kernel, ins *pairsFlag) (*tilerun.Args, error) {
	args, err := tilerun.NewArgs(k)
	if err != nil {
		return nil, inputErr("%v", err)
	}
	for _, name := range ins.names {
		val := ins.vals[name]
		i := -1
		for j, p := range k.Params {
			if p.Name == name {
				i = j
			}
		}
		if i < 0 {
			return nil, usageErr("-in %s=%s: kernel @%s has no parameter %%%s (its parameters: %s)", name, val, k.Name, name, paramNames(k))
		}
		p := k.Params[i]
		if p.Space == ir.Param {
			switch val {
			case "1", "true":
				args.Args[i].Pred = true
			case "0", "false":
				args.Args[i].Pred = false
			default:
				return nil, usageErr("-in %s=%s: %%%s is a pred; give 1, 0, true or false", name, val, name)
			}
			continue
		}
		data, err := os.ReadFile(val)
		if err != nil {
			return nil, inputErr("-in %s=%s: %v", name, val, err)
		}
		mem, err := npy.Decode(data, p)
		if err != nil {
			return nil, inputErr("-in %s=%s: %%%s: %v", name, val, name, err)
		}
		args.Args[i].Mem = mem
	}
	return args, nil
}

// executor returns the executor for a spec, or an error that says which is
// missing.
func executor(sp spec.Spec) (tv.Target, error) {
	t, ok := execTargets[sp.Exec()]
	if !ok {
		var have []string
		for n := range execTargets {
			have = append(have, n)
		}
		sort.Strings(have)
		h := "none"
		if len(have) > 0 {
			h = strings.Join(have, ", ")
		}
		return nil, usageErr("%s: this build has no %s executor (executors linked: %s)", sp, sp.Exec(), h)
	}
	return t, nil
}

// kernelCode returns the executor's code for kernel k of m on the spec's
// target: lowerc's lowering for ptx and amdgcn specs.
func kernelCode(sp spec.Spec, m *ir.Module, k *ir.Kernel) (tv.Kernel, error) {
	if sp.Kind == spec.LLVM {
		return llvmKernel(sp, m, k)
	}
	t, err := executor(sp)
	if err != nil {
		return nil, err
	}
	kern, err := t.Kernel(m, k.Name, sp.Options)
	if err != nil {
		return nil, inputErr("%s: %v", sp, err)
	}
	return kern, nil
}

// writeOutputs encodes every output first, then writes each through a
// temporary file in its directory renamed into place: an error leaves
// existing files as they were.
func writeOutputs(k *ir.Kernel, args *tilerun.Args, outs *pairsFlag) error {
	type file struct{ path, tmp string }
	var done []file
	cleanup := func() {
		for _, f := range done {
			os.Remove(f.tmp)
		}
	}
	for _, name := range outs.names {
		path := outs.vals[name]
		i := args.Index(k.Param(name))
		data, err := npy.Encode(args.Args[i].Mem, k.Params[i])
		if err != nil {
			cleanup()
			return inputErr("-out %s=%s: %v", name, path, err)
		}
		f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
		if err != nil {
			cleanup()
			return inputErr("-out %s=%s: %v", name, path, err)
		}
		done = append(done, file{path, f.Name()})
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			cleanup()
			return inputErr("-out %s=%s: %v", name, path, err)
		}
	}
	for i, f := range done {
		if err := os.Rename(f.tmp, f.path); err != nil {
			for _, g := range done[i:] {
				os.Remove(g.tmp)
			}
			return inputErr("-out %s: %v", f.path, err)
		}
	}
	return nil
}

// checkOutputs checks -out names before anything runs.
func checkOutputs(k *ir.Kernel, outs *pairsFlag) error {
	for _, name := range outs.names {
		p := k.Param(name)
		if p == nil {
			return usageErr("-out %s=%s: kernel @%s has no parameter %%%s (its parameters: %s)", name, outs.vals[name], k.Name, name, paramNames(k))
		}
		if p.Space != ir.Global {
			return usageErr("-out %s=%s: %%%s is a pred, not a tensor", name, outs.vals[name], name)
		}
	}
	return nil
}
