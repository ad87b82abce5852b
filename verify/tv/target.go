package tv

import (
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
)

// Options select the target a Target lowers for or reads code of. Each
// Target reads the fields it needs and ignores the others.
type Options struct {
	Arch   string // PTX: "sm_90"; AMD: "gfx942"
	PTX    string // PTX ISA version, "7.8"; empty: the arch's default
	NoIEEE bool   // AMD: MODE.IEEE off (-ieee=0)
	Wave64 bool   // AMD GFX10+: wave64 (-mattr=+wavefrontsize64)
}

// A Case is one piece of code to validate and the semantics it must refine.
type Case struct {
	Func  Func
	Model *semantics.Model // the declared semantics: every result must be one it allows
	Where string           // "file.tile:12:3 max" or a function name
}

// A Signature says what a function of a code file computes: its input and
// result type and its number of inputs.
type Signature struct {
	Type  semantics.Type
	Arity int
}

// A Target is one executor (PTX or AMD) seen from the commands that run
// code: validate, audit, run, diff.
type Target interface {
	// Cases lowers every min/max op of a verified module for the target
	// and returns the emitted code region of each op with the op's
	// declared semantics.
	Cases(m *ir.Module, file string, o Options) ([]Case, error)
	// Funcs reads a code file (PTX text; AMD assembly text or machine
	// code) and returns its functions; sig gives each function's
	// signature by name, or an error to skip... (see the executor's doc).
	Funcs(file string, src []byte, sig func(fn string) (Signature, error), o Options) ([]Func, error)
	// Kernel lowers one kernel of a verified module for the target and
	// returns it ready to run over global memory.
	Kernel(m *ir.Module, kernel string, o Options) (Kernel, error)
}

// A Kernel is the emitted code of a whole tile kernel.
type Kernel interface {
	// Run executes every thread of the launch (grid × block, lanes with
	// their EXEC masks). args[i] is kernel parameter i: a global tensor's
	// bytes (little-endian elements at the tensor's layout), updated in
	// place by the kernel's stores, or a pred.
	Run(args []Arg) error
}

// An Arg is one kernel argument.
type Arg struct {
	Mem  []byte // a global tensor: its memory
	Pred bool   // a pred parameter
}
