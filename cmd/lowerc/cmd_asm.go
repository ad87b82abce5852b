package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

func init() {
	register(&command{
		name:  "asm",
		usage: "asm -mcpu GFX [-mattr +wavefrontsize64] [-show-encoding] [-j N] [FILE|-]",
		short: "assemble AMD GPU assembly (llvm-mc syntax) and print it as llvm-mc does",
		run:   runAsm,
	})
}

// readInput reads FILE, or stdin for "-" or no argument; it returns the name
// used in error positions.
func readInput(args []string) (string, []byte, error) {
	if len(args) == 0 || args[0] == "-" {
		var buf bytes.Buffer
		if st, err := os.Stdin.Stat(); err == nil && st.Mode().IsRegular() {
			buf.Grow(int(st.Size()) + 1) // one read, no regrowth
		}
		_, err := buf.ReadFrom(os.Stdin)
		return "<stdin>", buf.Bytes(), err
	}
	b, err := os.ReadFile(args[0])
	return args[0], b, err
}

func mcpuGen(cmd string, mcpu string, stderr io.Writer) *amdgcn.Generation {
	if mcpu == "" {
		fmt.Fprintf(stderr, "lowerc %s: -mcpu is required (one of %s)\n", cmd, strings.Join(amdgcn.GenerationNames(), ", "))
		return nil
	}
	g, err := amdgcn.ParseGeneration(mcpu)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return nil
	}
	return g
}

// printErrors writes positioned errors as llvm-mc does ("file:line:col:
// error: msg"), or another error (such as a failed write) on one line.
func printErrors(stderr io.Writer, err error, kind string) {
	var el amdgcn.ErrorList
	if errors.As(err, &el) {
		for _, e := range el {
			fmt.Fprintf(stderr, "%s: %s: %s\n", e.Pos, kind, e.Msg)
		}
		return
	}
	fmt.Fprintf(stderr, "%v\n", err)
}

func runAsm(args []string, stdout, stderr io.Writer) int {
	return runListing("asm", "append \"; encoding: [...]\" to each instruction, as llvm-mc -show-encoding", args, stdout, stderr,
		func(g *amdgcn.Generation, name string, src []byte, show bool, jobs int) error {
			return amdgcn.AssembleListing(stdout, g, name, src, nil, show, jobs)
		})
}

// runListing is the shared driver of asm and disasm: flags, the generation,
// the input (FILE or standard input), then list, reporting errors as
// llvm-mc does.
func runListing(cmd, showHelp string, args []string, stdout, stderr io.Writer,
	list func(g *amdgcn.Generation, name string, src []byte, show bool, jobs int) error) int {
	fs := newFlags(cmd, stderr)
	mcpu := fs.String("mcpu", "", "target generation: "+strings.Join(amdgcn.GenerationNames(), ", "))
	show := fs.Bool("show-encoding", false, showHelp)
	jobs := fs.Int("j", 1, "goroutines for large inputs (1 uses the least CPU time; more shorten wall-clock time when processors are free)")
	mattr := fs.String("mattr", "", "target features, as llvm-mc -mattr: +wavefrontsize64 (wave64 on GFX10+)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 1 {
		fs.Usage()
		return 2
	}
	g := mcpuGen(cmd, *mcpu, stderr)
	if g == nil {
		return 2
	}
	g, err := g.WithMAttr(*mattr)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return 2
	}
	name, src, release, err := mapInput(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return 1
	}
	defer release()
	return finishListing(cmd, stdout, stderr, list(g, name, src, *show, *jobs))
}

// finishListing reports what AssembleListing or DisassembleListing
// returned: positioned errors as llvm-mc prints them, or a write error.
func finishListing(cmd string, stdout, stderr io.Writer, err error) int {
	var el amdgcn.ErrorList
	if err != nil && !errors.As(err, &el) {
		fmt.Fprintf(stderr, "lowerc %s: %v\n", cmd, err)
		return 1
	}
	if err != nil {
		printErrors(stderr, err, "error")
		return 1
	}
	return 0
}
