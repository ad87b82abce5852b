// Package tv is translation validation: it runs executable code (PTX or AMD
// machine code, through the executors of targets/ptx and targets/amdgcn) on
// inputs and checks that every result is one a semantics model allows.
package tv
