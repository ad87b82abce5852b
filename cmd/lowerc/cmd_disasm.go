package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

func init() {
	register(&command{
		name:  "disasm",
		usage: "disasm -mcpu GFX [-show-encoding] [FILE|-]",
		short: "disassemble bytes such as 0xc1,0x04,0x0a,0x16 and print them as llvm-mc -disassemble does",
		run:   runDisasm,
	})
}

func runDisasm(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("disasm", stderr)
	mcpu := fs.String("mcpu", "", "target generation: "+strings.Join(amdgcn.GenerationNames(), ", "))
	show := fs.Bool("show-encoding", false, "append \"; encoding: [...]\" to each instruction")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 1 {
		fs.Usage()
		return 2
	}
	g := mcpuGen("disasm", *mcpu, stderr)
	if g == nil {
		return 2
	}
	name, src, err := readInput(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "lowerc disasm: %v\n", err)
		return 1
	}
	insts, derr := amdgcn.DisassembleText(g, name, src)
	if err := amdgcn.WriteListing(stdout, insts, *show); err != nil {
		fmt.Fprintf(stderr, "lowerc disasm: %v\n", err)
		return 1
	}
	if derr != nil {
		printErrors(stderr, derr, "error")
		return 1
	}
	return 0
}
