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
		usage: "asm -mcpu GFX [-show-encoding] [FILE|-]",
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
	fs := newFlags("asm", stderr)
	mcpu := fs.String("mcpu", "", "target generation: "+strings.Join(amdgcn.GenerationNames(), ", "))
	show := fs.Bool("show-encoding", false, "append \"; encoding: [...]\" to each instruction, as llvm-mc -show-encoding")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 1 {
		fs.Usage()
		return 2
	}
	g := mcpuGen("asm", *mcpu, stderr)
	if g == nil {
		return 2
	}
	name, src, err := readInput(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "lowerc asm: %v\n", err)
		return 1
	}
	insts, aerr := amdgcn.Assemble(g, name, src, nil)
	if err := amdgcn.WriteListing(stdout, insts, *show); err != nil {
		fmt.Fprintf(stderr, "lowerc asm: %v\n", err)
		return 1
	}
	if aerr != nil {
		printErrors(stderr, aerr, "error")
		return 1
	}
	return 0
}
