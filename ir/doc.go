// Package ir is lowerc's target-neutral tile IR and its text format.
//
// A [Module] holds kernels. A [Kernel] has parameters (global tensors with a
// shape, an element type and an optional layout, and by-value pred
// parameters), a launch configuration (grid, block) and a body of ops: local
// register tensors declared with alloc.local, load and store between global
// and local tensors, mov, min and max with two or three inputs (each stating
// the NaN semantics it requires: [Number], [Propagate], [IEEE2008], [NNaN],
// plus nsz and ftz), and target atoms (apply ptx "max.NaN.f32" ...) spelled as
// the vendor spells them. Every op may carry a scope, a pred and
// preserve_dst.
//
// Tensor operands have the shape (group axes…, repeat axes…, register axis):
// the op's [Scope] fixes the number of group axes (thread 0, warp 1,
// warpgroup 2, cta 1, grid 2: the block in the grid and the thread in the
// block, so that each block owns its slice of a tensor), the last axis
// counts the operand's containers, and the axes between are repeats. A [Scalar] ("f32 0.0", "f32 0x7fc00000") stands
// for a single-register input and is broadcast across repeats. [Expand] turns
// a tile op into per-thread instructions, one per row-major repeat
// coordinate; targets lower those.
//
// [Parse] reads the text format (ASCII outside comments) and reports every
// error as file:line:col;
// [Format] prints the canonical text, and Parse(Format(m)) equals m. The
// grammar is in print.go. Legality rules live in package verify.
package ir
