package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"runtime/debug"
	"strings"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
)

func init() {
	register(&command{
		name:  "asm",
		usage: "asm -mcpu GFX [-mattr +wavefrontsize64] [-show-encoding] [-filetype asm|obj] [-j N] [-o FILE|-] [FILE|-]",
		short: "assemble AMD GPU assembly (llvm-mc syntax) and print it as llvm-mc does",
		run:   runAsm,
	})
}

// readInput reads FILE, or stdin for "-" or no argument; it returns the name
// used in error positions.
func readInput(args []string) (string, []byte, error) {
	if len(args) == 0 || args[0] == "-" {
		var buf bytes.Buffer
		if f, ok := stdin.(*os.File); ok {
			if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
				buf.Grow(int(st.Size()) + 1) // one read, no regrowth
			}
		}
		_, err := buf.ReadFrom(stdin)
		return stdinName, buf.Bytes(), err
	}
	b, err := os.ReadFile(args[0])
	return args[0], b, err
}

func mcpuGen(cmd string, mcpu string, stderr io.Writer) *amdgcn.Generation {
	if mcpu == "" {
		fmt.Fprintf(stderr, "lowerc %s: -mcpu is required (one of %s)\n", cmd, strings.Join(amdgcn.GenerationNames(), ", "))
		return nil
	}
	g, err := parseGeneration(mcpu)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return nil
	}
	return g
}

// parseGeneration is amdgcn.ParseGeneration with a did-you-mean hint.
func parseGeneration(name string) (*amdgcn.Generation, error) {
	g, err := amdgcn.ParseGeneration(name)
	if err != nil {
		if hint := diag.DidYouMean(name, amdgcn.GenerationNames()); hint != "" {
			return nil, fmt.Errorf("%v%s", err, hint)
		}
	}
	return g, err
}

// amdDiags converts the AMD assembler's positioned errors to lowerc's one
// diagnostics type, so that they print as every other file diagnostic.
func amdDiags(el amdgcn.ErrorList) diag.List {
	return amdDiagsInto(nil, nil, el)
}

// amdDiagsInto is amdDiags into l and ds when they have room (an error
// listing of 40,000 lines is printed in pieces through one reused buffer
// rather than converted whole: printAMDErrors).
func amdDiagsInto(l diag.List, ds []diag.Diagnostic, el amdgcn.ErrorList) diag.List {
	if cap(l) < len(el) || cap(ds) < len(el) {
		l, ds = make(diag.List, len(el)), make([]diag.Diagnostic, len(el)) // one allocation, not one per error
	}
	l, ds = l[:len(el)], ds[:len(el)]
	for i, e := range el {
		ds[i] = diag.Diagnostic{Pos: diag.Pos{File: e.Pos.Filename, Line: e.Pos.Line, Col: e.Pos.Col}, Msg: e.Msg, LineOff: e.LineOff}
		l[i] = &ds[i]
	}
	return l
}

// printAMDErrors prints el as amdDiags(el).Fprint does, converting 1024
// errors at a time into one reused buffer.
func printAMDErrors(w io.Writer, el amdgcn.ErrorList, name string, src []byte) {
	const piece = 1024
	n := min(piece, len(el))
	l, ds := make(diag.List, n), make([]diag.Diagnostic, n)
	p := diag.Printer{W: w, Src: diag.Sources{name: src}}
	for k := 0; k < len(el); k += piece {
		p.Add(amdDiagsInto(l, ds, el[k:min(k+piece, len(el))]))
	}
	p.Flush()
}

// An errSink prints a listing's errors as they come, a chunk at a time
// (elfobj.AssembleListingTo), as printAMDErrors prints them all at once.
type errSink struct {
	p  diag.Printer
	l  diag.List
	ds []diag.Diagnostic
	n  int // errors printed
}

func newErrSink(w io.Writer, name string, src []byte) *errSink {
	return &errSink{p: diag.Printer{W: w, Src: diag.Sources{name: src}}}
}

func (s *errSink) add(el amdgcn.ErrorList) {
	const piece = 1024
	for k := 0; k < len(el); k += piece {
		part := el[k:min(k+piece, len(el))]
		if cap(s.ds) < len(part) {
			// grown to the largest chunk's count (at most a piece)
			n := min(piece, max(len(part), 2*cap(s.ds)))
			s.l, s.ds = make(diag.List, n), make([]diag.Diagnostic, n)
		}
		s.p.Add(amdDiagsInto(s.l, s.ds, part))
	}
	s.n += len(el)
}

// errPrinted is what an asm listing whose errors an errSink printed
// returns: exit status 1, nothing more to print.
var errPrinted = errors.New("errors printed")

// sameFile reports whether writers a and b are, or may be, the same
// file: the same value, or two *os.File of one file (or ones that cannot
// be told apart: a Stat error). Then a listing holds its errors to the
// end, where llvm-mc-19, whose standard output is buffered, would print
// them in between at places that depend on its buffer size, and where
// lowerc has always put them: after the listing.
func sameFile(a, b io.Writer) bool {
	fa, oka := a.(*os.File)
	fb, okb := b.(*os.File)
	if oka && okb {
		sa, erra := fa.Stat()
		sb, errb := fb.Stat()
		return erra != nil || errb != nil || os.SameFile(sa, sb)
	}
	ta := reflect.TypeOf(a)
	return ta == reflect.TypeOf(b) && ta != nil && ta.Comparable() && a == b
}

func runAsm(args []string, stdout, stderr io.Writer) int {
	return runListing("asm", "append \"; encoding: [...]\" to each instruction, as llvm-mc -show-encoding", args, stdout, stderr,
		func(w io.Writer, g *amdgcn.Generation, name string, src []byte, show bool, jobs int) error {
			if sameFile(w, stderr) {
				return elfobj.AssembleListing(w, g, name, src, show, jobs)
			}
			// w and stderr are different files: each chunk's errors are
			// printed after its listing, and none are held
			s := newErrSink(stderr, name, src)
			err := elfobj.AssembleListingTo(w, g, name, src, show, jobs, s.add)
			s.p.Flush()
			if err == nil && s.n > 0 {
				return errPrinted
			}
			return err
		})
}

// runListing is the shared driver of asm and disasm: flags, the generation,
// the input (FILE or standard input), then list, reporting errors as
// llvm-mc does. With -o FILE the listing is written whole to FILE, and not
// at all when the input has errors.
func runListing(cmd, showHelp string, args []string, stdout, stderr io.Writer,
	list func(w io.Writer, g *amdgcn.Generation, name string, src []byte, show bool, jobs int) error) int {
	fs := newFlags(cmd, stderr)
	mcpu := fs.String("mcpu", "", "target generation: "+strings.Join(amdgcn.GenerationNames(), ", "))
	show := fs.Bool("show-encoding", false, showHelp)
	jobs := fs.Int("j", 1, "goroutines for large inputs (1 uses the least CPU time; more shorten wall-clock time when processors are free)")
	out := fs.String("o", "", "write the listing to this file (written whole or not at all; - is standard output)")
	mattr := fs.String("mattr", "", "target features, as llvm-mc -mattr: +wavefrontsize64 (wave64 on GFX10+)")
	filetype := new(string)
	if cmd == "asm" {
		filetype = fileTypeFlag(fs.FlagSet)
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 1 {
		return fs.argError("want at most one input file (- or none for standard input), got %d", fs.NArg())
	}
	// The listing commands hold the input, a few chunk buffers and the
	// error list: with the default GOGC a collection ran every few MB and
	// cost ≈8% of lowerc asm's CPU time on a 200k-line file.
	debug.SetGCPercent(400)
	g := mcpuGen(cmd, *mcpu, stderr)
	if g == nil {
		return 2
	}
	g, err := g.WithMAttr(*mattr)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return 2
	}
	if cmd == "disasm" && (*out == "" || *out == "-") && (stdin == io.Reader(os.Stdin) || (fs.NArg() == 1 && fs.Arg(0) != "-")) {
		if code, ok := disasmStream(fs.Args(), stdout, stderr, g, *show, *jobs); ok {
			return code
		}
	}
	var name string
	var src []byte
	release := func() {}
	if stdin == io.Reader(os.Stdin) || (fs.NArg() == 1 && fs.Arg(0) != "-") {
		name, src, release, err = mapInput(fs.Args())
	} else {
		name, src, err = readInput(fs.Args())
	}
	if err != nil {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return 1
	}
	defer release()
	if *filetype == fileTypeObj {
		return asmObject(stdout, stderr, g, name, src, *out)
	}
	if *out == "" || *out == "-" {
		return finishListing(cmd, stderr, list(stdout, g, name, src, *show, *jobs), name, src)
	}
	var buf bytes.Buffer
	if code := finishListing(cmd, stderr, list(&buf, g, name, src, *show, *jobs), name, src); code != 0 {
		return code
	}
	if err := writeOutput(stdout, *out, buf.Bytes()); err != nil {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return 1
	}
	return 0
}

// finishListing reports what AssembleListing or DisassembleListing
// returned: positioned errors as llvm-mc prints them (with the source line
// and a caret), or a write error.
func finishListing(cmd string, stderr io.Writer, err error, name string, src []byte) int {
	if err == nil {
		return 0
	}
	if err == errPrinted {
		return 1
	}
	var el amdgcn.ErrorList
	if !errors.As(err, &el) {
		printErr(stderr, "lowerc "+cmd, err)
		return 1
	}
	printAMDErrors(stderr, el, name, src)
	return 1
}
