package main

import (
	"fmt"
	"io"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/audit"
)

func init() {
	register(&command{
		name:  "audit",
		usage: "audit -triple amdgcn-amd-amdhsa|nvptx64-nvidia-cuda -mcpu CPU [-func NAME] [-tile FILE.tile] [-random N] [-seed S] [-format text|json|md] FILE.ll|-",
		short: "compile LLVM IR with llc and check that each function's code refines the IR's LangRef semantics",
		run:   runAudit,
	})
}

func runAudit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("audit", stderr)
	triple := fs.String("triple", "", "target triple: amdgcn-amd-amdhsa or nvptx64-nvidia-cuda")
	cpu := fs.String("mcpu", "", "CPU: gfx908 … gfx1201 (gfx950 uses llc-22), sm_70 … sm_90")
	random := fs.Int("random", audit.DefaultRandom, "random input tuples after the class grid")
	seed := fs.Uint64("seed", audit.DefaultSeed, "seed of the random inputs")
	witnesses := fs.Int("witnesses", 3, "witnesses shown per function that does not refine")
	format := fs.String("format", "text", "output format: text, json or md")
	only := fs.String("func", "", "audit only the function of this name")
	tileFile := fs.String("tile", "", "the tile file a lowerc-made module was compiled from (default: its source_filename)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: lowerc %s\n\n", commands["audit"].usage)
		fmt.Fprint(stderr, `Runs llc-19 (llc-22 for gfx950) on the IR, executes each function of llc's
output, and checks every result against the set of results LLVM 19's LangRef
allows for the function (an interpreter of the IR: min/max intrinsics,
canonicalize, fabs, copysign, is.fpclass, fneg, fcmp, select, bitcast, integer
bit operations, fpext/fptrunc). Functions take 1 to 3 inputs of one type
(half, bfloat, float, double, <2 x half>, <2 x bfloat>) and return that type.
Conventions as llc emits plain functions: PTX .func parameters are the inputs
in order and the return parameter the result; AMD functions take the inputs in
v0, v1[, v2] and return in v0. The AMD mode is each function's "amdgpu-ieee".
Inputs: the class grid in all tuples plus -random tuples from -seed.
Kernels (void ptx_kernel/amdgpu_kernel functions, as lowerc compile -target
llvm writes them) are checked in two steps over whole launches of the tile
kernel (-tile, or the file the module's source_filename names): "tile ⊇ IR",
every result the IR allows is one the tile ops' declared semantics allow, and
"IR ⊇ code", every result of llc's code (nvptx64: the PTX executor) is one the
IR allows. Preds take both values in turn.
Per function: refines / does not refine (witnesses) / llc failed / unsupported.
Exit 0 when every function refines, 1 otherwise, 2 on usage or input errors.

`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 || *triple == "" || *cpu == "" {
		fs.Usage()
		return 2
	}
	switch *format {
	case "text", "json", "md":
	default:
		fmt.Fprintf(stderr, "lowerc audit: unknown format %q (want text, json or md)\n", *format)
		return 2
	}
	if *random < 0 || *witnesses < 0 {
		fmt.Fprintln(stderr, "lowerc audit: -random and -witnesses must not be negative")
		return 2
	}
	file, src, err := readFile(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "lowerc audit: %v\n", err)
		return 2
	}
	w := *witnesses
	if w == 0 {
		w = -1 // audit.Options: 0 is the default (3), negative none
	}
	o := audit.Options{Triple: *triple, CPU: *cpu, Random: *random, Seed: *seed, Witnesses: w, Func: *only, Targets: execTargets,
		Kernels: map[string]audit.KernelTarget{"ptx": llcPTXKernels{}, "amdgcn": llcAMDKernels{cpu: *cpu}}}
	if *tileFile != "" {
		tf, tsrc, err := readFile(*tileFile)
		if err != nil {
			fmt.Fprintf(stderr, "lowerc audit: %v\n", err)
			return 2
		}
		tm, err := ir.Parse(tf, tsrc)
		if err == nil {
			if errs := verify.Module(tm, nil); len(errs) > 0 {
				err = errs
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "%v\n", err)
			return 2
		}
		o.Tile = tm
	}
	rep, err := audit.Run(file, src, o)
	if err != nil {
		// Input errors, a missing llc or executor: nothing was checked.
		fmt.Fprintf(stderr, "lowerc audit: %v\n", err)
		return 2
	}
	switch *format {
	case "json":
		err = rep.WriteJSON(stdout)
	case "md":
		err = rep.WriteMarkdown(stdout)
	default:
		err = rep.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "lowerc audit: %v\n", err)
		return 2
	}
	return rep.ExitCode()
}
