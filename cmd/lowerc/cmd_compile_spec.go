package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/targets/spec"
)

// specBackend returns the compile backend a target spec names.
func specBackend(sp spec.Spec) (Backend, error) {
	switch sp.Kind {
	case spec.PTX:
		return sp.PTXBackend()
	case spec.AMDGCN:
		return sp.AMDGCNBackend()
	}
	return sp.LLVMTarget()
}

// runCompileSpec is compile -target SPEC: the spec says everything the
// target's own flags would, so those flags are refused with it.
func runCompileSpec(args []string, text string, stdout, stderr io.Writer) int {
	sp, err := spec.Parse(text)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc compile: %v\n", err)
		return 2
	}
	fs := newFlags("compile", stderr)
	fs.String("target", "", "the target: "+targetNames()+", or a spec ("+spec.Syntax+")")
	out := fs.String("o", "", "write the output to this file instead of standard output")
	own := map[string]bool{"target": true, "o": true}
	if t := compileTargets[sp.Kind.String()]; t != nil {
		t.flags(fs.FlagSet) // defined so that using one gets a clear error, not "flag provided but not defined"
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var clash []string
	fs.Visit(func(f *flag.Flag) {
		if !own[f.Name] {
			clash = append(clash, "-"+f.Name)
		}
	})
	if len(clash) > 0 {
		fmt.Fprintf(stderr, "lowerc compile: %s: the target spec %s says the whole target; give the options in the spec (%s) or use -target %s with flags\n",
			strings.Join(clash, ", "), text, spec.Syntax, sp.Kind)
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "lowerc compile: want exactly one .tile file, got %d arguments\n", fs.NArg())
		return 2
	}
	backend, err := specBackend(sp)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc compile: %v\n", err)
		return 2
	}
	m, ok := loadAndVerify(fs.Arg(0), backend, stderr)
	if !ok {
		return 1
	}
	var buf strings.Builder
	if err := backend.Compile(m, &buf); err != nil {
		printErr(stderr, "lowerc compile", err)
		return 1
	}
	if err := writeOutput(stdout, *out, []byte(buf.String())); err != nil {
		fmt.Fprintf(stderr, "lowerc compile: %v\n", err)
		return 1
	}
	return 0
}
