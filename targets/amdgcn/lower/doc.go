// Package lower lowers verified tile IR (package ir) to AMD GPU assembly in
// llvm-mc syntax for the generations of package amdgcn: gfx908, gfx90a,
// gfx942, gfx950, gfx1010, gfx1030, gfx1100, gfx1150, gfx1200 and gfx1201.
//
// A [Backend] is both the verify.Target of rule target-form (which min/max,
// atom and memory forms the chosen generation has) and the code generator.
// It writes one HSA kernel per tile kernel (code object v5): kernel
// arguments are read from the kernarg segment with s_load, global tensors of
// any shape and stride are addressed with GLOBAL loads and stores (a zero or
// per-thread VGPR offset, the base pointer in an SGPR pair and the element
// offset in the instruction's immediate where it fits), local tensors live
// in VGPRs assigned statically (64-bit values in pairs, even-aligned where
// the generation requires it), and the kernel text carries the
// .amdhsa_kernel descriptor whose MODE bits (IEEE, DX10_CLAMP, FP_DENORM)
// are the ones the chosen min/max instructions were selected for.
//
// Kernel ABI: the kernarg segment holds the parameters in order, a global
// tensor as its 8-byte base address (8-byte aligned) and a pred as a 4-byte
// 0/1 value; the kernarg pointer is the only user SGPR (s[0:1]). The
// pointers are loaded into consecutive even-aligned SGPR pairs from s4,
// the preds into the SGPRs after them, whatever the parameter order. Tile
// kernels do not index by workgroup, so every workgroup of the grid does the
// same work; group scopes (warp, warpgroup, cta) address global tensors
// from the work-item ID (packed in v0 on gfx90a, the gfx940 family and
// GFX11+, else v0–v2).
//
// Neutral min/max choose by declared NaN semantics and by mode, and each
// lowered op names the semantics models (package semantics,
// "amdgcn:<gen>:<mnemonic>[:ieee=0]") of the instructions it emits:
//
//   - nan = number in IEEE mode (and on GFX12, which LLVM models as always
//     IEEE) first quiets signaling NaNs with v_max x, x, as LLVM 19 does for
//     llvm.maxnum, then uses v_max / v_max3 (llc-19 leaves the quieting out
//     for a three-input fold; lowerc keeps it, as the semantics require).
//     With -ieee=0, v_max already lets a NaN lose to a number, but two NaNs
//     give S1 unquieted and nothing quiets in that mode, so a NaN result is
//     replaced by the canonical quiet NaN (v_cmp_o + v_cndmask).
//   - nan = ieee2008 is what v_max does in IEEE mode; it is rejected with
//     -ieee=0. On GFX12 it is the bare v_max_num_*, which assumes LLVM's
//     model of GFX12 as always in IEEE mode (an sNaN input gives a quiet
//     NaN); whether v_max_num returns the number for an sNaN instead is
//     disputed and unverified (docs/reference/amdgpu.md §4.3). nan = number does not
//     depend on it (the quieting v_max_num x, x gives a quiet NaN either
//     way).
//   - nan = nnan emits the bare v_max / v_max3.
//   - nan = propagate uses v_maximum_* / v_maximum3_* where the generation
//     has them (GFX12; on gfx950 v_maximum3_f32 and v_pk_maximum3_f16, the
//     latter also for scalar f16 on its low lane, as llc-22 selects),
//     else v_max + v_cmp_o + v_cndmask with the canonical quiet NaN (as llc
//     19 lowers llvm.maximum).
//   - f16x2 uses the VOP3P v_pk_* forms; f32x2 is two f32 lanes; bf16 and
//     bf16x2 go through f32 exactly (bits << 16, and back); s64/u64 use
//     v_cmp_{gt,lt}_{i64,u64} + v_cndmask_b32.
//
// Every selection is checked in the tests by running the emitted
// instructions on special values with package semantics' models of the
// instructions and comparing with the declared IEEE 754 operation.
//
// The gfx940 family (gfx942, gfx950) gets the wait states LLVM inserts
// there: s_nop 1 between a VALU write of VCC and its read, s_nop 0 between
// a VOP3P result and the VALU that reads it. Both rules and their wait
// states are package amdgcn's generation hazard data
// ("VALUWriteSGPR->VALURead", "VOP3PWriteVGPR->VALURead"; hazard.go names
// them as typed constants). On gfx1010 an
// SALU write of EXEC right after a GLOBAL access (predicated loads and
// stores restore EXEC there) gets a VALU in between (v_mov_b32 v0, v0), for
// the "VMEMReadSGPR->SALUWrite" hazard (llc-19 emits s_waitcnt_depctr
// 0xffe3 there).
//
// Instructions use the e32 (VOP1/VOP2/VOPC) form when it is legal and e64
// (VOP3) otherwise; constants are inline when the 9-bit operand field can
// hold them, literals where the form and generation allow one, and else go
// through v_mov_b32. A pred with preserve_dst selects with v_cndmask_b32 on
// the old value; a predicated load or store runs under a masked EXEC.
//
// Which instructions exist on which generation comes from package amdgcn's
// form table; the few scalar and address instructions outside that table
// are described per encoding family in this package (table famInfo, each
// row checked with llvm-mc-19).
//
// # Layout
//
// The package has the parts targets/ptx and targets/llvm have, under the
// same names: backend.go (the entry point: [New], [Backend], its options
// and per-family data), select.go (the selection table selTable: declared
// NaN policy × element type × generation × mode → instruction sequence, each
// row naming the semantics model of the declared operation and its
// docs/reference source; minMaxSelect interprets the row), emit.go
// (emission: operands, e32/e64 and constant choice, one typed instruction
// at a time), hazard.go (the hazard pass), kernel.go (kernels, memory,
// preds), output.go (assembly and -emit hex) and testdata
// (<input>.<gen>[.noieee].s goldens, docs/goldens.md).
//
// The machine-code layer is package amdgcn, beside this one: this package
// imports it, never the reverse. The lowering builds amdgcn.Inst values
// from typed operands (amdgcn.Build, which runs the assembler's operand
// typing and form selection with no text), so a [Kernel]'s [Line]s are
// typed instructions. Assembly output prints them with amdgcn's printer,
// and -emit hex encodes them with its encoder (TestEmitHexCorpus compares
// the whole corpus byte for byte with llvm-mc-19, and llvm-mc-22 for
// gfx950). The wait-state padding is a pass over the typed instructions
// (padHazards) with typed hazard identifiers (docs/reference/amdgpu.md §4.5).
package lower
