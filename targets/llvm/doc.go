// Package llvm emits LLVM IR (LLVM 19 syntax) for the nvptx64-nvidia-cuda
// and amdgcn-amd-amdhsa triples, keeping the NaN and signed-zero semantics
// each min/max declares. The module is built with github.com/llir/llvm
// (v0.3.6) and printed by it; llir's own parser reads every module back.
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
// MODE.IEEE (GFX9–GFX11; GFX12 has no such bit, amdgpu.md §4.1). Element types: f16 half, f32 float, f64 double, integers
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
// nsz) and the lane type choose a row of the table below (first match; the
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
//     minimumNumber with −0 < +0 (ptx.md §2.1, §2.3). They are written as
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
//
// Known limits of the definitions (not of the mapping): LLVM 19's NaN rules
// let maxnum (two NaN inputs) and maximum return an input sNaN unchanged,
// where IEEE 754 asks for a quiet NaN; the hardware lowerings checked here
// return quiet NaNs, but constant folding may not (semantics.md §2.3, F7).
// Whether v_max3_f32, which llc-19 forms from a maxnum chain without
// canonicalizing, returns the number for an sNaN input under IEEE = 1 was
// not checked on hardware (no GPU).
//
// # Atoms
//
// apply ptx: the float min/max forms map to the llvm.nvvm.f{max,min}
// intrinsic of the same name (IntrinsicsNVVM.td, ptx.md §5; note the
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
// # Mapping table
//
// BEGIN MAPPING TABLE (generated from Mapping by TestTableInDoc -update)
//
//	| row | target | semantics (declared model) | lane types | CPUs | IR (its model) | why it is exact | llc-19 selects (checked) |
//	|---|---|---|---|---|---|---|---|
//	| N1 | nvptx | number (`ieee754-2019:maximumNumber`), nnan (`ieee754-2019:maximumNumber on non-NaN inputs`) | f32 f64 | all | inline asm `max[.ftz].f32 $0, $1, $2;` (`=f,f,f`) / `max.f64` (`=d,d,d`); per lane for f32x2 (`PTX max/min (ptx.md §2)`) | PTX `max.f32`/`max.f64`: a NaN (sNaN too) loses to a number, −0 < +0 (ptx.md §2.1, §2.3), two NaNs give a quiet NaN: IEEE 754-2019 maximumNumber. Inline asm is opaque, so no LLVM pass can weaken it; `llvm.nvvm.fmax.f/.d` would not do: InstCombine rewrites them to `llvm.maxnum`, whose zero sign is open. nnan: any result is allowed for NaN inputs, so the number rule refines it. `.ftz` (f32 only) when the op allows ftz. | `all: \t{op}(\.ftz)?\.{ty}\s ; not setp, \.NaN` (ptx.md §2.1/§2.3 (PTX min/max = maximumNumber with −0 < +0; .NaN = maximum)) |
//	| N2 | nvptx | number (`ieee754-2019:maximumNumber`), nnan (`ieee754-2019:maximumNumber on non-NaN inputs`) | f16 | sm_80+ | inline asm `max[.ftz].f16` (`=h,h,h` on i16) / `max[.ftz].f16x2` (`=r,r,r` on i32) (`PTX max/min (ptx.md §2)`) | PTX `max.f16`/`max.f16x2` (sm_80+): maximumNumber per lane with −0 < +0 (ptx.md §2.1, §2.3); opaque as N1. | `sm_80+: \t{op}(\.ftz)?\.{ty}\s ; not cvt, setp` (ptx.md §2.1/§2.3 (PTX min/max = maximumNumber with −0 < +0; .NaN = maximum)) |
//	| N3 | nvptx | number (`ieee754-2019:maximumNumber`), nnan (`ieee754-2019:maximumNumber on non-NaN inputs`) | f16 | < sm_80 or no -mcpu | `fpext` to float, inline asm `max.f32` per lane, `fptrunc` (`PTX max/min (ptx.md §2)`) | f16 → f32 is exact and order-preserving (an sNaN may come out quiet, which a number rule ignores), `max.f32` is maximumNumber with −0 < +0, and the result is an input (exactly representable) or a NaN, so `fptrunc` is exact. PTX `max.f16` needs sm_80 (ptx.md §1.2). | `< sm_80 or no -mcpu: cvt\.f32\.f16 ; \t{op}\.f32\s ; cvt\.rn\.f16\.f32 ; not \.NaN` (ptx.md §2.1/§2.3 (PTX min/max = maximumNumber with −0 < +0; .NaN = maximum); ptx.md §5 (cvt for f16 below sm_80)) |
//	| N4 | nvptx | number (`ieee754-2019:maximumNumber`), number+nsz (`ieee754-2019:maximumNumber, ±0 either`), nnan (`ieee754-2019:maximumNumber on non-NaN inputs`), nnan+nsz (`ieee754-2019:maximumNumber on non-NaN inputs, ±0 either`) | bf16 | sm_80+ | inline asm `max.bf16 $0, $1, $2;` (`=h,h,h` on i16) / `max.bf16x2` (`=r,r,r` on i32) (`PTX max/min (ptx.md §2)`) | PTX `max.bf16`/`max.bf16x2`: maximumNumber with −0 < +0 (ptx.md §2.1, §2.3). llir/llvm v0.3.6 has no bfloat type, so bf16 lives in i16; `llvm.nvvm.fmax.bf16` takes bfloat, and LLVM 19's upgrade of its old i16 signature crashes opt when one call feeds another. | `sm_80+: \t{op}\.{ty}\s ; not \.NaN, \.f32` (ptx.md §2.1/§2.3 (PTX min/max = maximumNumber with −0 < +0; .NaN = maximum)) |
//	| N5 | nvptx | number (`ieee754-2019:maximumNumber`), number+nsz (`ieee754-2019:maximumNumber, ±0 either`), nnan (`ieee754-2019:maximumNumber on non-NaN inputs`), nnan+nsz (`ieee754-2019:maximumNumber on non-NaN inputs, ±0 either`) | bf16 | < sm_80 or no -mcpu | bf16 bits `zext`+`shl 16` to float, inline asm `max.f32` per lane, `lshr 16`+`trunc` (`PTX max/min (ptx.md §2)`) | bf16 is the top half of an f32, so the shift is an exact widening that keeps NaN-ness and quietness; the result is an input (low half zero) or a NaN whose top half is a NaN of the same quietness, so taking the top half is exact. | `< sm_80 or no -mcpu: \t{op}\.f32\s ; not \.bf16, \.NaN` (ptx.md §2.1/§2.3 (PTX min/max = maximumNumber with −0 < +0; .NaN = maximum)) |
//	| N6 | nvptx | number+nsz (`ieee754-2019:maximumNumber, ±0 either`) | f16 f32 f64 | all | `llvm.maxnum` with `nsz` (`llvm19:maxnum`) | LLVM 19 LangRef maxnum: a NaN (sNaN too) loses to a number, zeros either — exactly maximumNumber once nsz frees the zero sign. | `sm_80+: \t{op}\.{ty}\s ; not \.NaN`<br>`< sm_80 or no -mcpu: \t{op}\.(f32\|f64)\s ; not \.NaN` (ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX)) |
//	| N7 | nvptx | nnan+nsz (`ieee754-2019:maximumNumber on non-NaN inputs, ±0 either`) | f16 f32 f64 | all | `llvm.maxnum` with `nnan nsz` (`llvm19:maxnum`) | the program promises no NaN input and allows either zero; maxnum nnan nsz says exactly that. | `sm_80+: \t{op}\.{ty}\s ; not \.NaN, setp`<br>`< sm_80 or no -mcpu: \t{op}\.(f32\|f64)\s\|setp\.(gt\|lt)\.f16 ; not \.NaN` (ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX) (sm_70 f16: setp.gt.f16 + selp.b16, as for maximum)) |
//	| N8 | nvptx | propagate (`ieee754-2019:maximum`), propagate+nsz (`ieee754-2019:maximum, ±0 either`) | f16 f32 f64 | all | `llvm.maximum` (with `nsz` when declared) (`llvm19:maximum`) | LLVM 19 LangRef maximum = IEEE 754-2019 maximum: any NaN gives a NaN, −0 < +0. | `sm_80+: \t{op}\.NaN\.{ty}\s\|\t{op}\.f64\s`<br>`< sm_80 or no -mcpu: \t{op}\.(f32\|f64)\s\|setp\.(gt\|lt)\.f16 ; selp\|setp\.nan ; not \.NaN` (ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX): sm_80+ max.NaN.{f32,f16,f16x2}, f64 and sm_70 expanded with setp.nan + selp) |
//	| N9 | nvptx | propagate (`ieee754-2019:maximum`), propagate+nsz (`ieee754-2019:maximum, ±0 either`) | bf16 | sm_80+ | inline asm `max.NaN.bf16` / `max.NaN.bf16x2` (as N4) (`PTX max/min (ptx.md §2)`) | PTX `max.NaN.bf16`: IEEE 754-2019 maximum, canonical NaN (ptx.md §2.1). `llvm.maximum.bf16` cannot be written (no bfloat in llir) and crashes llc on sm_70 (ptx.md §5). | `sm_80+: \t{op}\.NaN\.{ty}\s` (ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX)) |
//	| N10 | nvptx | propagate (`ieee754-2019:maximum`), propagate+nsz (`ieee754-2019:maximum, ±0 either`) | bf16 | < sm_80 or no -mcpu | bf16 widened to float by `shl 16`, `llvm.maximum.f32`, `lshr 16` (`llvm19:maximum`) | exact widening and narrowing as in N5; maximum's NaN result is quiet, so its top half is a quiet bf16 NaN. | `< sm_80 or no -mcpu: \t{op}\.f32\s ; setp\.nan\|selp ; not \.NaN` (ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX)) |
//	| N11 | nvptx | ieee2008 (`ieee754-2008:maxNum`), ieee2008+nsz (`ieee754-2008:maxNum`) | f16 f32 f64 bf16 | all | `select(is.fpclass(a, snan) \| is.fpclass(b, snan), qNaN, maxnum(a, b))` (bf16 widened as in N5) (`llvm19:maxnum`) | IEEE 754-2008 maxNum: a quiet NaN loses to a number, an sNaN gives a quiet NaN, zeros either. LLVM 19 maxnum gives the number for sNaN too, so the sNaN case is selected first; `llvm.is.fpclass` and `select` are exact bit operations. | `all: \t{op}\.(f16\|f16x2\|f32\|f64)\s ; selp ; not \.NaN` (ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX)) |
//	| A1 | amdgcn | number (`ieee754-2019:maximumNumber`) | f16 f32 f64 bf16 | all | `llvm.maxnum` chain, then the sign fix-up: max ANDs the result with 0x7FFF… when some input is +0 (`icmp eq` on the bits); min ORs in the sign bit when some input is −0 (bf16 widened as in N5) (`llvm19:maxnum + sign fix-up`) | maxnum is maximumNumber except that a tie of ±0 may return either zero. If some input is +0, the max is ≥ +0 and never NaN, so clearing the sign bit fixes only a −0 result; if none is, a zero result is the −0 input. min mirrors this. Integer and/or on the bits are exact; LLVM folds the fix-up away when an input is a +0/−0 constant test it can decide. | `all (2 inputs): canon:{vcanon} ; \b{v} ; v_and_b32\|v_or_b32\|s_and_b\|s_or_b\|v_bfi_b32\|v_cndmask\|v_and_b16\|v_or_b16`<br>`all (3 inputs): \b{v} ; v_and_b32\|v_or_b32\|s_and_b\|s_or_b\|v_bfi_b32\|v_cndmask\|v_and_b16\|v_or_b16` (amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output): maxnum = canonicalize both inputs (v_max x,x) + v_max; a maxnum chain = v_max3 (no canonicalize)) |
//	| A2 | amdgcn | number+nsz (`ieee754-2019:maximumNumber, ±0 either`) | f16 f32 f64 bf16 | all | `llvm.maxnum` with `nsz` (`llvm19:maxnum`) | as N6. | `all (2 inputs): canon:{vcanon} ; \b{v} ; not v_cmp`<br>`all (3 inputs): \b{v} ; not v_cmp` (amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output)) |
//	| A3 | amdgcn | nnan (`ieee754-2019:maximumNumber on non-NaN inputs`) | f16 f32 f64 bf16 | all | `llvm.maximum` with `nnan` (`llvm19:maximum`) | no NaN inputs, −0 < +0: maximum orders the zeros by definition and nnan states the promise (maxnum nnan would leave the zero sign open). | `gfx9–gfx11: \b{v} ; not v_cmp_[ou], canon:{vcanon}`<br>`gfx12: \b{v}\|\b{vmaximum} ; not v_cmp_[ou]` (amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output) (nnan drops the NaN select; no zero fix-up: hardware orders zeros)) |
//	| A4 | amdgcn | nnan+nsz (`ieee754-2019:maximumNumber on non-NaN inputs, ±0 either`) | f16 f32 f64 bf16 | all | `llvm.maxnum` with `nnan nsz` (`llvm19:maxnum`) | as N7. | `all: \b{v} ; not canon:{vcanon}, v_cmp` (amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output): maxnum with nnan = single v_max) |
//	| A5 | amdgcn | propagate (`ieee754-2019:maximum`), propagate+nsz (`ieee754-2019:maximum, ±0 either`) | f16 f32 f64 bf16 | all | `llvm.maximum` (with `nsz` when declared) (`llvm19:maximum`) | as N8. | `gfx9–gfx11: \b{v} ; v_cmp_[ou]_f\|v_cmp_class ; v_cndmask_b32\|v_perm_b32`<br>`gfx12: \b{vmaximum} ; not v_cmp_[ou]_f` (amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output): maximum = v_max + v_cmp_o + v_cndmask 0x7fc00000 (GFX9–11), v_maximum_* (GFX12)) |
//	| A6 | amdgcn | ieee2008 (`ieee754-2008:maxNum`), ieee2008+nsz (`ieee754-2008:maxNum`) | f16 f32 f64 bf16 | all | as N11 (`llvm19:maxnum`) | as N11. | `all: \b{v} ; v_cmp_class_f\|v_cmp_u_f\|v_cmp_o_f\|v_cmp_eq\|v_cmp_ne\|v_cmp_lt\|v_cmp_gt\|s_cmp\|v_and_b32 ; v_cndmask_b32` (amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output) and amdgpu.md §3.3 (v_cmp_class_f32)) |
//	| I1 | nvptx | int (`integer max`) | s16 u16 s32 u32 s64 u64 | all | `llvm.smax/umax/smin/umin` (`llvm.smax/umax`) | integer max/min are total orders; the intrinsics define exactly that. | `all: \t{op}\.{ity}\s\|\t{op}\.s16x2\|\t{op}\.u16x2` (ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX): smax/umin.i32/i64 → max.s32 / min.u64) |
//	| I2 | amdgcn | int (`integer max`) | s16 u16 s32 u32 s64 u64 | all | `llvm.smax/umax/smin/umin` (`llvm.smax/umax`) | as I1. | `all: \b{vint}\|v_cmp_[gl]t_[iu]64\|v_cmp_[gl]e_[iu]64` (amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output): smax / umin i32 → v_max_i32 / v_min_u32) |
//
// END MAPPING TABLE
package llvm
