package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify"
)

// A Backend lowers verified tile IR for one target configuration.
type Backend interface {
	// verify.Target gives rule target-form; Name says e.g. "ptx sm_90 (PTX ISA 7.8)".
	verify.Target
	// Compile lowers m, which has passed verification against this backend,
	// and writes the output. Errors that belong to a place in the file should
	// be an ir.ErrorList.
	Compile(m *ir.Module, w io.Writer) error
}

// A compileTarget is one value of "lowerc compile -target".
type compileTarget struct {
	name  string // "ptx", "amdgcn", "llvm"
	short string
	// flags defines the target's own flags on fs and returns the function that
	// builds the backend once the flags are parsed.
	flags func(fs *flag.FlagSet) func() (Backend, error)
}

var compileTargets = map[string]*compileTarget{}

// registerCompileTarget adds a value of -target; it is called from init
// functions in cmd_compile_<target>.go.
func registerCompileTarget(t *compileTarget) {
	if _, dup := compileTargets[t.name]; dup {
		panic("lowerc: duplicate compile target " + t.name)
	}
	compileTargets[t.name] = t
}

func targetNames() string {
	var ns []string
	for n := range compileTargets {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return strings.Join(ns, ", ")
}

// scanTarget finds the value of -target in args before flags are parsed, so
// that the target's own flags can be defined.
func scanTarget(args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") {
			return ""
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name == "target" {
			if hasVal {
				return val
			}
			if i+1 < len(args) {
				return args[i+1]
			}
		}
	}
	return ""
}

func runCompile(args []string, stdout, stderr io.Writer) int {
	tname := scanTarget(args)
	if strings.Contains(tname, ":") {
		return runCompileSpec(args, tname, stdout, stderr)
	}
	tgt, ok := compileTargets[tname]
	if !ok {
		if tname == "" {
			fmt.Fprintf(stderr, "lowerc compile: -target is required (one of %s)\n", targetNames())
		} else {
			fmt.Fprintf(stderr, "lowerc compile: unknown target %q (want one of %s)\n", tname, targetNames())
		}
		fmt.Fprintf(stderr, "usage: lowerc %s\n", commands["compile"].usage)
		return 2
	}
	fs := newFlags("compile", stderr)
	fs.String("target", "", "the target: "+targetNames())
	out := fs.String("o", "", "write the output to this file instead of standard output")
	build := tgt.flags(fs)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "lowerc compile: want exactly one .tile file, got %d arguments\n", fs.NArg())
		return 2
	}
	backend, err := build()
	if err != nil {
		fmt.Fprintf(stderr, "lowerc compile: %v\n", err)
		return 2
	}
	file := fs.Arg(0)
	m, ok := loadAndVerify(file, backend, stderr)
	if !ok {
		return 1
	}
	var buf strings.Builder
	if err := backend.Compile(m, &buf); err != nil {
		printErr(stderr, "lowerc compile", err)
		return 1
	}
	if *out == "" {
		io.WriteString(stdout, buf.String())
		return 0
	}
	if err := os.WriteFile(*out, []byte(buf.String()), 0o644); err != nil {
		fmt.Fprintf(stderr, "lowerc compile: %v\n", err)
		return 1
	}
	return 0
}

// loadAndVerify reads, parses and verifies a .tile file ("-" for standard
// input is not supported: diagnostics need a file name). t may be nil.
func loadAndVerify(file string, t verify.Target, stderr io.Writer) (*ir.Module, bool) {
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc: %v\n", err)
		return nil, false
	}
	return parseAndVerify(file, src, t, stderr)
}

func parseAndVerify(file string, src []byte, t verify.Target, stderr io.Writer) (*ir.Module, bool) {
	m, err := ir.Parse(file, src)
	if err != nil {
		printErr(stderr, "", err)
		return nil, false
	}
	if errs := verify.Module(m, t); len(errs) > 0 {
		io.WriteString(stderr, errs.String())
		return nil, false
	}
	return m, true
}

// printErr prints an error list one diagnostic a line, or another error with
// a prefix.
func printErr(w io.Writer, prefix string, err error) {
	var el ir.ErrorList
	if errors.As(err, &el) {
		io.WriteString(w, el.String())
		return
	}
	if prefix != "" {
		fmt.Fprintf(w, "%s: %v\n", prefix, err)
	} else {
		fmt.Fprintln(w, err)
	}
}

func init() {
	register(&command{
		name:  "compile",
		usage: "compile -target ptx|amdgcn|llvm [target flags] [-o FILE] FILE.tile, or -target SPEC (ptx:sm_90, amdgcn:gfx942:ieee=0, …)",
		short: "lower a tile file to PTX, AMD GPU assembly or LLVM IR",
		run:   runCompile,
	})
}
