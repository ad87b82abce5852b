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
		usage: "disasm -mcpu GFX [-show-encoding] [-j N] [FILE|-]",
		short: "disassemble bytes such as 0xc1,0x04,0x0a,0x16 and print them as llvm-mc -disassemble does",
		run:   runDisasm,
	})
}

func runDisasm(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("disasm", stderr)
	mcpu := fs.String("mcpu", "", "target generation: "+strings.Join(amdgcn.GenerationNames(), ", "))
	show := fs.Bool("show-encoding", false, "append \"; encoding: [...]\" to each instruction")
	jobs := fs.Int("j", 1, "goroutines for large inputs (1 uses the least CPU time; more shorten wall-clock time when processors are free)")
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
	name, src, release, err := mapInput(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "lowerc disasm: %v\n", err)
		return 1
	}
	defer release()
	return finishListing("disasm", stdout, stderr, amdgcn.DisassembleListing(stdout, g, name, src, *show, *jobs))
}
