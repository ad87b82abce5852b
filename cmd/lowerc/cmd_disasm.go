package main

import (
	"io"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

func init() {
	register(&command{
		name:  "disasm",
		usage: "disasm -mcpu GFX [-mattr +wavefrontsize64] [-show-encoding] [-j N] [-o FILE|-] [FILE|-]",
		short: "disassemble bytes such as 0xc1,0x04,0x0a,0x16 and print them as llvm-mc -disassemble does",
		run:   runDisasm,
	})
}

func runDisasm(args []string, stdout, stderr io.Writer) int {
	return runListing("disasm", "append \"; encoding: [...]\" to each instruction", args, stdout, stderr,
		func(w io.Writer, g *amdgcn.Generation, name string, src []byte, show bool, jobs int) error {
			return amdgcn.DisassembleListing(w, g, name, src, show, jobs)
		})
}
