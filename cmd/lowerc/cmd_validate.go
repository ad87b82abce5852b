package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

func init() {
	register(&command{
		name:  "validate",
		usage: "validate -target ptx|amdgcn [-arch sm_XX | -mcpu gfxNNN [-ieee=0]] [-ptx V] [-exhaustive] [-seed N] [-random N] [-format text|json|md] FILE.tile | -model MODEL [-type T] FILE.ptx|FILE.s",
		short: "run emitted code on inputs and check it refines the declared min/max semantics (translation validation)",
		run:   runValidate,
	})
}

const validateDoc = `Tile mode (FILE.tile): every min/max op of the file is lowered for the
target, its emitted code is run by the target's executor, and every result
must be one the op's declared semantics allows: nan = number →
ieee754-2019:maximumNumber, propagate → ieee754-2019:maximum, ieee2008 →
ieee754-2008:maxNum, nnan → maximumNumber on non-NaN inputs; ftz and nsz
widen it; an atom must match its form's model.

External mode (-model MODEL, FILE.ptx or FILE.s): every function of the file
is checked against MODEL ("lowerc models" lists them) on type -type
(default: the model's). Calling convention, as llc emits plain functions:
  PTX: a .func whose .param inputs are the inputs in order and whose one
       return param is the result (.entry kernels are skipped);
  AMD: inputs in v0, v1[, v2], result in v0, return by s_setpc_b64 s[30:31].

Inputs: the grid of special values (±0, ±1, ±min/max normal and subnormal,
±inf, quiet and signaling NaNs with several payloads) in all pairs (triples)
and random tuples from a fixed seed (10^6 for 16-bit types, 10^7 for f32 and
f64); -exhaustive: all 2^32 pairs for two-input f16/bf16 code. Packed types
are checked lane by lane. Exit status: 0 everything refines, 1 some result
is not allowed, 2 usage or input errors.

`

func runValidate(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("validate", stderr)
	base := fs.usage
	fs.usage = func(w io.Writer) { base(w); fmt.Fprintf(w, "\n%s", validateDoc) }
	target := fs.String("target", "ptx", "the executor: "+execTargetNames())
	arch := fs.String("arch", "sm_90", "ptx: the target (sm_70 … sm_120)")
	mcpu := fs.String("mcpu", "gfx942", "amdgcn: the processor")
	ptxVersion := fs.String("ptx", "", "ptx: the PTX ISA version (default: what the target and forms need)")
	ieee := fs.Bool("ieee", true, "amdgcn: MODE.IEEE (-ieee=0: off)")
	model := fs.String("model", "", "external mode: the semantics every function must refine")
	typ := fs.String("type", "", "external mode: the functions' type (default: the model's)")
	exhaustive := fs.Bool("exhaustive", false, "all 2^32 pairs for two-input f16/bf16 code")
	seed := fs.Uint64("seed", tv.DefaultSeed, "seed of the random inputs")
	random := fs.Int("random", -1, "random inputs after the grid (-1: 10^6 for 16-bit types, 10^7 otherwise)")
	format := fs.String("format", "text", "output format: text, json or md")
	kernels := fs.Bool("kernels", false, "tile mode: run each whole lowered kernel (immediates, pred, preserve_dst as emitted) over launches instead of each op alone")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "lowerc validate: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	switch *format {
	case "text", "json", "md":
	default:
		return fail("unknown format %q (want text, json or md)", *format)
	}
	if *random < -1 {
		return fail("-random must be -1 (the default) or at least 0")
	}
	tg, ok := execTargets[*target]
	if !ok {
		return fail("unknown target %q (want one of %s)", *target, execTargetNames())
	}
	o := tv.Options{PTX: *ptxVersion, NoIEEE: !*ieee}
	switch *target {
	case "ptx":
		o.Arch = *arch
	default:
		o.Arch = *mcpu
	}
	// "-" is standard input: a .tile file in tile mode, code with -model.
	file, src, err := readFile(fs.Arg(0))
	if err != nil {
		return fail("%v", err)
	}
	isTile := strings.HasSuffix(file, ".tile") || fs.Arg(0) == "-" && *model == ""
	var cases []tv.Case
	switch {
	case *model == "" && *typ != "":
		return fail("-type needs -model (external mode)")
	case *model == "":
		if !isTile {
			return fail("%s: code files need -model (the semantics to check against); .tile files are lowered", file)
		}
		m, ok := parseAndVerify(file, src, nil, stderr)
		if !ok {
			return 2
		}
		if *kernels {
			return validateKernels(m, tg, o, *random, *seed, *format, stdout, stderr)
		}
		cases, err = tg.Cases(m, file, o)
		if err != nil {
			printErr(stderr, "lowerc validate", err)
			return 2
		}
	default:
		if isTile {
			return fail("-model is for code files; a .tile file's ops declare their semantics")
		}
		mdl, err := lookupModel(*model)
		if err != nil {
			return fail("%v", err)
		}
		t := mdl.DefaultType()
		if *typ != "" {
			if t, err = semantics.ParseType(*typ); err != nil {
				return fail("%v", err)
			}
			if !mdl.Supports(t) {
				return fail("%s does not take %s", mdl.Name(), t)
			}
		}
		sig := func(string) (tv.Signature, error) { return tv.Signature{Type: t, Arity: mdl.Arity()}, nil }
		fns, err := tg.Funcs(file, src, sig, o)
		if err != nil {
			printErr(stderr, "lowerc validate", err)
			return 2
		}
		for _, f := range fns {
			cases = append(cases, tv.Case{Func: f, Model: mdl, Where: file})
		}
	}
	code := 0
	var reps tv.Reports
	for _, c := range cases {
		lane := c.Func.Type()
		if lane.IsPacked() && c.Model.Supports(lane.Lane()) {
			lane = lane.Lane()
		}
		in := tv.Inputs{Exhaustive: *exhaustive, Random: *random, Seed: *seed}
		if in.Random < 0 {
			in.Random = tv.DefaultRandom(lane)
		}
		r, err := tv.Validate(c, in)
		if err != nil {
			if msg := err.Error(); strings.HasPrefix(msg, c.Where+":") {
				// Already positioned (file:line:col: error: …).
				fmt.Fprintf(stderr, "%s\n", msg)
			} else {
				fmt.Fprintf(stderr, "lowerc validate: %s: %v\n", c.Where, err)
			}
			code = 2
			continue
		}
		reps = append(reps, r)
	}
	if len(cases) == 0 {
		fmt.Fprintf(stderr, "lowerc validate: %s: no min/max op to validate\n", file)
	}
	switch *format {
	case "json":
		err = reps.WriteJSON(stdout)
	case "md":
		err = reps.WriteMarkdown(stdout)
	default:
		err = reps.WriteText(stdout)
	}
	if err != nil {
		return fail("%v", err)
	}
	if code == 0 && !reps.Refines() {
		code = 1
	}
	return code
}

func execTargetNames() string {
	var ns []string
	for n := range execTargets {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return strings.Join(ns, ", ")
}
