package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/llvm"
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

// A noter is a Backend whose output needs a note on stderr (a .version
// raised by an atom).
type noter interface {
	Notes(m *ir.Module) diag.List
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
	return strings.Join(sortedTargets(), ", ")
}

func sortedTargets() []string {
	var ns []string
	for n := range compileTargets {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

// targetAliases are other spellings of -target: LLVM's target triples,
// short and long, as clang -target takes them.
var targetAliases = map[string]string{
	"nvptx64": "ptx", "nvptx64-nvidia-cuda": "ptx",
	"amdgcn": "amdgcn", "amdgcn-amd-amdhsa": "amdgcn",
}

// lookupTarget resolves a -target value, with a did-you-mean hint.
func lookupTarget(name string) (*compileTarget, error) {
	if a, ok := targetAliases[name]; ok {
		name = a
	}
	if t, ok := compileTargets[name]; ok {
		return t, nil
	}
	if name == "" {
		return nil, fmt.Errorf("-target is required (one of %s)", targetNames())
	}
	return nil, fmt.Errorf("unknown target %q%s (want one of %s; the triples %s and %s also work)", name,
		diag.DidYouMean(name, sortedTargets()), targetNames(), llvm.TripleNVPTX, llvm.TripleAMDGCN)
}

// scanTarget finds the value of -target in args before flags are parsed, so
// that the target's own flags can be defined. Flags may come anywhere
// before "--".
func scanTarget(args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return ""
		}
		if flagName(a) != "target" {
			continue
		}
		if _, val, ok := strings.Cut(a, "="); ok {
			return val
		}
		if i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

// targetUsage prints the usage of compile or check: the command's own flags
// and then each target's flags, so that -h shows every flag.
func targetUsage(fs *flagSet, own func(*flag.FlagSet)) func(io.Writer) {
	return func(w io.Writer) {
		c := commands[fs.cmd]
		fmt.Fprintf(w, "usage: lowerc %s\n\n%s\n\nflags:\n", c.usage, c.short)
		g := flag.NewFlagSet(fs.cmd, flag.ContinueOnError)
		own(g)
		printFlags(w, g)
		for _, n := range sortedTargets() {
			t := compileTargets[n]
			fmt.Fprintf(w, "\n-target %s: %s\n", n, t.short)
			tf := flag.NewFlagSet(n, flag.ContinueOnError)
			t.flags(tf)
			printFlags(w, tf)
		}
		fmt.Fprintf(w, "\n-target also takes the triples %s.\n", strings.Join(sortedAliases(), ", "))
	}
}

func sortedAliases() []string {
	var ns []string
	for n := range targetAliases {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}

func compileOwnFlags(fs *flag.FlagSet) (out *string, remarks *bool) {
	fs.String("target", "", "the target: "+targetNames())
	out = fs.String("o", "", "write the output to this file (written whole or not at all; - is standard output)")
	remarks = fs.Bool("remarks", false, "print on stderr, per op, the model and the instruction sequence chosen")
	return out, remarks
}

func runCompile(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("compile", stderr)
	fs.usage = targetUsage(fs, func(g *flag.FlagSet) { compileOwnFlags(g) })
	if helpRequested(args) {
		fs.Parse(args) // prints the help and ends the command
	}
	if tname := scanTarget(args); strings.Contains(tname, ":") {
		return runCompileSpec(args, tname, stdout, stderr)
	}
	tgt, err := lookupTarget(scanTarget(args))
	if err != nil {
		return fs.argError("%v", err)
	}
	out, remarks := compileOwnFlags(fs.FlagSet)
	build := tgt.flags(fs.FlagSet)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		return fs.argError("want exactly one .tile file (- for standard input), got %d arguments", fs.NArg())
	}
	backend, err := build()
	if err != nil {
		return fs.argError("%v", err)
	}
	name, src, err := readFile(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "lowerc compile: %v\n", err)
		return 1
	}
	m, ok := parseAndVerify(name, src, backend, stderr)
	if !ok {
		return 1
	}
	var buf bytes.Buffer
	if err := backend.Compile(m, &buf); err != nil {
		printErrSource(stderr, "lowerc compile", err, name, src)
		return 1
	}
	if *remarks {
		if err := printRemarks(stderr, backend, m); err != nil {
			fmt.Fprintf(stderr, "lowerc compile: remarks: %v\n", err)
			return 1
		}
	}
	if n, ok := backend.(noter); ok {
		printDiags(stderr, n.Notes(m), name, src)
	}
	write := writeOutput
	if _, obj := backend.(objBackend); obj {
		write = writeObject // not to a terminal
	}
	if err := write(stdout, *out, buf.Bytes()); err != nil {
		fmt.Fprintf(stderr, "lowerc compile: %v\n", err)
		return 1
	}
	return 0
}

// loadAndVerify reads, parses and verifies a .tile file ("-" is standard
// input). t may be nil.
func loadAndVerify(file string, t verify.Target, stderr io.Writer) (*ir.Module, bool) {
	return loadAndVerifyFor("", file, t, stderr)
}

// loadAndVerifyFor is loadAndVerify for command cmd, whose name starts
// the message of a file that cannot be read ("lowerc check: open ...").
func loadAndVerifyFor(cmd, file string, t verify.Target, stderr io.Writer) (*ir.Module, bool) {
	name, src, err := readFile(file)
	if err != nil {
		if cmd != "" {
			cmd = " " + cmd
		}
		fmt.Fprintf(stderr, "lowerc%s: %v\n", cmd, err)
		return nil, false
	}
	return parseAndVerify(name, src, t, stderr)
}

// parseAndVerify parses and verifies src and prints every diagnostic, as
// clang does (source line and caret). Parse errors do not hide the
// verifier's: the statements that parsed are verified too, except on lines
// that already have an error. Warnings are printed and do not fail.
func parseAndVerify(file string, src []byte, t verify.Target, stderr io.Writer) (*ir.Module, bool) {
	m, l := ir.ParseFile(file, src)
	if m != nil {
		if t == nil {
			t = anyTarget{}
		}
		bad := map[int]bool{}
		for _, d := range l {
			if d.Severity == diag.Error {
				bad[d.Pos.Line] = true
			}
		}
		for _, d := range verify.Module(m, t) {
			if !bad[d.Pos.Line] || !l.HasErrors() {
				l = append(l, d)
			}
		}
		l.Sort()
	}
	printDiags(stderr, l, file, src)
	if l.HasErrors() || m == nil {
		return nil, false
	}
	return m, true
}

func init() {
	register(&command{
		name:  "compile",
		usage: "compile -target ptx|amdgcn|llvm [target flags] [-remarks] [-o FILE|-] FILE.tile|-",
		short: "lower a tile file to PTX, AMD GPU assembly or LLVM IR",
		run:   runCompile,
	})
}
