package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
)

// -filetype values, as llvm-mc spells them.
const (
	fileTypeAsm = "asm"
	fileTypeObj = "obj"
)

// fileTypeValue is -filetype=asm|obj.
type fileTypeValue struct{ s *string }

func (v fileTypeValue) String() string {
	if v.s == nil {
		return fileTypeAsm
	}
	return *v.s
}

func (v fileTypeValue) Set(s string) error {
	if s != fileTypeAsm && s != fileTypeObj {
		return fmt.Errorf("want asm or obj")
	}
	*v.s = s
	return nil
}

func fileTypeFlag(fs *flag.FlagSet) *string {
	s := new(string)
	*s = fileTypeAsm
	fs.Var(fileTypeValue{s}, "filetype", "output: asm (text) or obj (an AMDGPU ELF relocatable object, as llvm-mc -filetype=obj; to a file with -o, or to standard output when that is not a terminal)")
	return s
}

// isTerminal reports whether w is a character device (a terminal): an
// object file is not written there.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

var errObjTerminal = errors.New("not writing an object file to a terminal (use -o FILE, or redirect standard output)")

// writeObject writes an object through the atomic writer (stdout for "" or
// "-", which must not be a terminal).
func writeObject(stdout io.Writer, out string, obj []byte) error {
	if (out == "" || out == "-") && isTerminal(stdout) {
		return errObjTerminal
	}
	return writeOutput(stdout, out, obj)
}

// asmObject is lowerc asm -filetype=obj: assemble src with its directives
// and write the object, or report the positioned errors and write nothing.
func asmObject(stdout, stderr io.Writer, g *amdgcn.Generation, name string, src []byte, out string) int {
	if (out == "" || out == "-") && isTerminal(stdout) {
		fmt.Fprintf(stderr, "lowerc asm: %v\n", errObjTerminal)
		return 1
	}
	obj, err := assembleObject(g, name, src)
	if err != nil {
		var el amdgcn.ErrorList
		var de *elfobj.DescriptorError
		switch {
		case errors.As(err, &el):
			printAMDErrors(stderr, el, name, src)
		case errors.As(err, &de):
			diag.List{{Pos: diag.Pos{File: de.Pos.Filename, Line: de.Pos.Line, Col: de.Pos.Col}, Msg: de.Msg}}.Fprint(stderr, diag.Sources{name: src})
		default:
			printErr(stderr, "lowerc asm", err)
		}
		return 1
	}
	if err := writeObject(stdout, out, obj); err != nil {
		fmt.Fprintf(stderr, "lowerc asm: %v\n", err)
		return 1
	}
	return 0
}

func assembleObject(g *amdgcn.Generation, name string, src []byte) ([]byte, error) {
	f, err := amdgcn.AssembleFile(g, name, src)
	if err != nil {
		return nil, err
	}
	return elfobj.Write(g, f)
}

// objBackend is the AMD backend with -filetype=obj: it lowers to assembly
// and assembles that into an object, as llvm-mc -filetype=obj would.
type objBackend struct {
	*lower.Backend
	gen *amdgcn.Generation
}

func (b objBackend) Compile(m *ir.Module, w io.Writer) error {
	var asm bytes.Buffer
	if err := b.Backend.Compile(m, &asm); err != nil {
		return err
	}
	obj, err := assembleObject(b.gen, "<lowerc output>", asm.Bytes())
	if err != nil {
		return fmt.Errorf("assembling the kernel into an object: %w", err)
	}
	_, err = w.Write(obj)
	return err
}
