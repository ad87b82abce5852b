package conform

import (
	"fmt"

	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
)

// A Device loads PTX modules and launches their kernels: the CUDA driver
// (package cuda) or the Emulator.
type Device interface {
	// Name says what runs the kernels ("NVIDIA H200", "ptxexec (emulated)").
	Name() string
	// Load JIT-compiles (or parses) a module and returns its entry.
	Load(file string, src []byte, entry string) (Func, error)
}

// A Func is a loaded kernel.
type Func interface {
	// Launch runs grid × block threads (x only). A buffer argument is
	// copied to the device before the launch (unless it is an Output) and
	// back after it.
	Launch(grid, block int, args []Arg) error
}

// An Arg is one kernel parameter: a global buffer or a scalar value of
// Size bytes (4 or 8). An Output buffer is not copied to the device (the
// kernel writes every byte of it), only back.
type Arg struct {
	Buf    []byte
	Output bool
	Value  uint64
	Size   int
}

// Buffer returns a buffer argument.
func Buffer(b []byte) Arg { return Arg{Buf: b} }

// Output returns an output buffer argument.
func Output(b []byte) Arg { return Arg{Buf: b, Output: true} }

// Scalar32 returns a 4-byte scalar argument.
func Scalar32(v uint32) Arg { return Arg{Value: uint64(v), Size: 4} }

// IsBuffer reports whether a is a global buffer.
func (a Arg) IsBuffer() bool { return a.Size == 0 }

// Emulator runs kernels with targets/ptx/ptxexec: the same PTX, no GPU.
type Emulator struct{}

type emuFunc struct{ f *ptxexec.Function }

// Name implements Device.
func (Emulator) Name() string { return "ptxexec (emulated: targets/ptx/ptxexec runs the PTX)" }

// Load implements Device.
func (Emulator) Load(file string, src []byte, entry string) (Func, error) {
	m, err := ptxexec.Parse(file, src)
	if err != nil {
		return nil, err
	}
	f := m.Func(entry)
	if f == nil {
		return nil, fmt.Errorf("%s: no entry %s", file, entry)
	}
	if f.Err != nil {
		return nil, f.Err
	}
	return &emuFunc{f}, nil
}

func (e *emuFunc) Launch(grid, block int, args []Arg) error {
	ka := make([]ptxexec.KernelArg, len(args))
	for i, a := range args {
		if a.IsBuffer() {
			ka[i] = ptxexec.KernelArg{Mem: a.Buf, Pointer: true}
		} else {
			ka[i] = ptxexec.KernelArg{Value: a.Value}
		}
	}
	return e.f.Launch([3]int{grid, 1, 1}, [3]int{block, 1, 1}, ka)
}
