// Package llvm emits LLVM IR (LLVM 19 syntax) for the nvptx64-nvidia-cuda
// and amdgcn-amd-amdhsa triples, keeping the NaN and signed-zero semantics
// each min/max declares. The module is built with github.com/llir/llvm
// (v0.3.6); llir's own parser reads every module back. [Target.Compile]
// streams the text instruction by instruction into a buffered writer
// (print.go), writing the bytes llir's Module.WriteTo writes (checked by
// TestWriteModuleMatchesLLIR) at about a sixth of its CPU time, without its
// whole-function strings; figures in BENCHMARKS.md ("LLVM IR emission: the 100k- and 1M-position kernels").
//
// # Module shape
//
// [New] takes a triple, an optional CPU (sm_70 … sm_90a, gfx908 … gfx1201;
// without one the IR is portable across the triple's CPUs and has no
// "target-cpu") and, for AMD, NoIEEE. [Target.Emit] builds one function per
// tile kernel: the LLVM 19 data layout of the triple (checked against what
// opt-19 infers), calling convention ptx_kernel (LLVM 19's NVPTX backend
// makes it a .entry; llc prints the name as it is, so for nvptx64 a '.' in
// a tile name becomes '$' and a name that is still no PTX identifier is an
// error) or amdgpu_kernel, global tensors as opaque "ptr addrspace(1)"
// pointers, as LLVM ≥ 15 writes them (ptr.go; not noalias: the tile IR
// does not promise distinct buffers),
// pred parameters as i1, "amdgpu-flat-work-group-size" = the block's thread
// count, and "amdgpu-ieee"="false" with NoIEEE on the generations that have
// MODE.IEEE (GFX9–GFX11; GFX12 has no such bit, docs/reference/amdgpu.md §4.1). Element types: f16 half, f32 float, f64 double, integers
// iN, packed types <2 x T>; bf16 is carried as i16 (llir/llvm has no bfloat),
// which only moves bits.
//
// Each tile op is expanded with ir.Expand. A local register is an SSA value
// (never-written registers read as zero); load and store address element
// base + index, plus the thread's group part under scope warp, warpgroup or
// cta (the linear thread id from llvm.nvvm.read.ptx.sreg.tid.* or
// llvm.amdgcn.workitem.id.*). A guarded mov, min/max or atom is a select
// between the new and the old register (exact for preserve_dst; without it
// the inactive value is undefined, so keeping it is allowed); a guarded load
// or store runs in its own block, with phis joining the registers a load
// writes.
//
// # Min and max
//
// The declared semantics (nan = number | propagate | ieee2008 | nnan, plus
// nsz) and the lane type choose a row of the mapping table (first match; the
// table is the data Emit uses, [Mapping]). The IR of each row is exact under
// LLVM 19's definitions — what the LangRef or the target instruction set
// says the IR means, not only what llc happens to emit — so no LLVM
// optimization can change a result. TestLLCMatrix compiles a module covering
// every semantics × type pair, min and max, two and three inputs, with
// llc-19 for sm_70, sm_80, sm_90, gfx908, gfx942, gfx1100 and gfx1200 (and
// after opt-19 -O2 for sm_80 and gfx942), runs ptxas on the PTX, and checks
// each kernel's instruction selection against the row's last column
// ("{op}" is max or min, "{ty}" the PTX type, "{v}" the AMD mnemonic of the
// lane type, "canon:" an instruction whose two sources are one register:
// LLVM's canonicalize). TestHostExecution runs the target-independent forms
// with lli-19 on the host against the IEEE models of package semantics.
//
// Notes on the choices:
//
//   - number, NVPTX: PTX max/min are IEEE 754-2019 maximumNumber/
//     minimumNumber with −0 < +0 (docs/reference/ptx.md §2.1, §2.3). They are written as
//     inline asm, not llvm.nvvm.fmax.f: LLVM 19's InstCombine rewrites
//     llvm.nvvm.fmax.{f,d,f16,f16x2} into llvm.maxnum (and fmax.nan into
//     llvm.maximum), after which the zero sign is open by definition
//     (TestNVVMRewrittenToMaxnum).
//   - number, AMD: llvm.maxnum (a NaN, sNaN too, loses to a number) and a
//     sign fix-up on the bits for the ±0 tie. A chain of maxnum is left
//     intact, so llc-19 still forms v_max3_f32 (the seed example gives four
//     v_max3_f32 and a v_and_b32 each on gfx942; with the constant +0 input
//     the fix-up is a constant mask).
//   - ieee2008: llvm.is.fpclass(x, snan) selects a quiet NaN before
//     llvm.maxnum, since LLVM 19's maxnum returns the number for an sNaN.
//   - nnan without nsz keeps −0 < +0: llvm.maximum nnan on AMD, the PTX
//     instruction on NVPTX; with nsz, llvm.maxnum nnan nsz.
//   - Three inputs are the composition op(op(a, b), c) of the two-input form
//     (PTX's own definition of its three-input max); for number on AMD one
//     fix-up after the maxnum chain is equal to that composition.
//   - ftz only permits flushing; it is used where PTX has .ftz (f32, f16) and
//     ignored elsewhere, which is a refinement.
//   - Quieting: LLVM 19's NaN rules let maxnum (two NaN inputs) and maximum
//     return an input sNaN unchanged, where the declared models return a
//     quiet NaN, and constant folding does (docs/reference/semantics.md
//     §2.3, F7). Rows whose intrinsic can do that quiet once at the end of
//     the chain (Row.quiet): llvm.canonicalize on AMD, a select of a quiet
//     NaN on `fcmp uno` of the last step's inputs where llc's own expansion
//     tests the same, and on NVPTX number+nsz and sm_80+ propagate the PTX
//     instruction itself (its NaN is canonical); llc-19's cost is in
//     docs/reference/semantics.md §2.3, "Quieting in lowerc's IR".
//
// Known limits of the definitions (not of the mapping):
// Whether v_max3_f32, which llc-19 forms from a maxnum chain without
// canonicalizing, returns the number for an sNaN input under IEEE = 1 was
// not checked on hardware (no GPU).
//
// # Atoms
//
// apply ptx: the float min/max forms map to the llvm.nvvm.f{max,min}
// intrinsic of the same name (IntrinsicsNVVM.td, docs/reference/ptx.md §5; note the
// InstCombine rewrite above, which the atom's user accepts by choosing the
// intrinsic); bf16 forms (no bfloat in llir) and integer forms become inline
// asm with h/r/l constraints. apply amdgcn: inline asm with v constraints.
// CheckOp rejects atoms of the other triple, forms LLVM 19 or the CPU lacks
// (e.g. max.NaN.f32 below sm_80, v_maximum_f32 before GFX12), and width
// mismatches, at the opcode's position.
//
// NVPTX reads its .target and .version from llc's own -mcpu and -mattr, not
// from the functions' "target-cpu" (which lowerc writes for the record) or
// "target-features" (TestNVPTXVersionComesFromLLC): compile with the -mcpu
// given here, and add -mattr=+ptx80 for the PTX ISA 8.0 atoms (max.relu.s32,
// .s16x2, .u16x2), which are inline asm that llc -mcpu=sm_90 would otherwise
// wrap in .version 7.8, and -mattr=+ptx72 for .xorsign.abs atoms on sm_86
// (llc's default there, PTX 7.1, cannot select the intrinsic).
//
// # Layout
//
// The package has the parts targets/ptx and targets/amdgcn/lower have, under
// the same names: backend.go (the entry point: [New], [Target], its options
// and CPUs), select.go (the selection table [Mapping]: declared semantics ×
// lane types × triple and CPU class → IR, each row with the typed model of
// the intrinsic its IR rests on, [Row.Model], and its source), emit.go and
// the files beside it (emission), print.go (the streaming printer) and
// testdata (<input>.<cpu or arch>[.<mode>].ll goldens, docs/goldens.md).
//
// # Mapping table
//
// The table, one row per declared semantics × lane types × target with its
// IR, the IR's model, why it is exact and what llc-19 selects, is
// docs/llvm-mapping.md in the module root, generated from [Mapping]
// ([TableMarkdown]); TestTableInDoc fails when it is stale (go test
// ./targets/llvm -run TestTableInDoc -update rewrites it).
package llvm
