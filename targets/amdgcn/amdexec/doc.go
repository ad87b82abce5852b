// Package amdexec runs AMD GPU machine code: decoded [amdgcn.Inst] values
// from package amdgcn's disassembler (raw bytes, or the .text of an ELF
// code object from llvm-mc -filetype=obj) or its assembler (llvm-mc syntax
// as llc and lowerc write it), per generation (gfx908 … gfx1201, gfx950)
// and per mode (MODE.IEEE, DX10_CLAMP, FP_DENORM).
//
// # Front ends
//
// [ParseText] reads assembly: labels start functions (".L" labels do
// not), .amdhsa_kernel blocks give a kernel's [Mode], and the
// .amdgpu_metadata block and every other directive (.text, .globl,
// .p2align, .type, .size, .section, …) are skipped. [Decode] reads raw code
// bytes, [ReadELF] an object's functions and their kernel descriptors
// (COMPUTE_PGM_RSRC1 for the mode, RSRC2 and the code properties for the
// launch registers, [Launch]); [Read] also takes raw code bytes and byte
// lists in lowerc compile -emit hex syntax. Instructions outside package
// amdgcn's table that llc writes around min/max code are [ExtDefs]
// (GFX10's s_waitcnt_depctr) and the GFX11+ VOPD pairs of v_dual_mov_b32,
// v_dual_cndmask_b32, v_dual_max/min_f32 (v_dual_*_num_f32 on GFX12);
// their opcodes are taken from llvm-mc-19 and checked against it by the
// tests. What the executor defined itself before issue 13 (s_setpc_b64,
// v_xor_b32, v_not_b32, v_cvt_f32_f16 with its SDWA form, v_cvt_f16_f32,
// the float compares v_cmp_{lt,eq,le,gt,lg,ge,nge,nlg,ngt,nle,neq,nlt}_
// {f16,f32,f64}, gfx950's v_cvt_pk_bf16_f32 and v_cvt_pk_f16_f32) are rows
// of the table now, run with the same definitions (tablerows.go, pack.go).
// Anything else is a positioned error.
//
// # Execution
//
// A [Machine] holds a block of lanes in waves of the generation's wave
// size (or 64 with tv.Options.Wave64), with per-wave SGPRs, SCC and EXEC,
// and runs each instruction over the whole block before the next. Branches
// (package amdgcn's s_branch, s_cbranch_scc0/scc1/vccz/vccnz/execz/execnz
// rows; targets from labels in text, from SIMM16 in bytes; branch.go) are
// decided per wave from its SCC, VCC or EXEC: while every wave goes the
// same way the block stays in lock step, where they part the block splits
// into the waves that take the branch and those that do not, each run to
// its end on copies of its registers (copied back after), one group after
// the other; Machine.StepLimit ends code that loops forever with an error
// at the instruction. The value-slice paths below refuse branches (the
// plain path runs them). A function returns with s_setpc_b64 to RetAddr.
// Min/max instructions (the whole VALU family: f16/f32/f64, integer,
// three-input, med3, maxmin, packed, GFX12 _num_ and maximum/minimum,
// gfx950 maximum3) are package semantics' model of the form for the
// generation and mode, "amdgcn:<gen>:<mnemonic>[:ieee=0][:denorm=N]", the
// same models lowerc models lists, and so are GFX12's SALU s_max_num_f32,
// s_min_num_f32, s_maximum_f32 and s_minimum_f32 (amdgcn:<gen>:s_*, the
// V_ forms' rules); v_cmp_o/u/class, v_cmp_{gt,lt}_{i,u}64,
// v_cmp_eq_{u16,u32,u64}, v_cmp_{gt,lt}_i16, VOPC SDWA with word selects,
// VOP1/VOP2 SDWA with every src/dst select, sext() and dst_unused mode
// (sdwavalu.go),
// v_cndmask_b32, v_mov_b32, bit operations, v_bfi_b32, v_perm_b32, VOPD's
// and/lshlrev (bits.go, sdwa.go), shifts, v_bfe_u32, address
// arithmetic, the SALU instructions of EXEC masking, s_load from the
// kernarg segment and GLOBAL loads and stores are run by their ISA
// definitions, as are the s_pack family, the sign extensions, the 24-bit
// multiplies, v_mov_b64 and the SOPK arithmetic and compares
// (tablerows.go); s_movk_i32 sign-extends its simm16; s_waitcnt, s_nop, v_nop, the GFX12 waits,
// s_delay_alu and s_sendmsg sendmsg(MSG_DEALLOC_VGPRS) do nothing. The clamp
// modifier on float min/max results clamps to [0, 1], a NaN becoming +0
// under MODE.DX10_CLAMP. Reading a register no input or instruction
// defined, what the executor does not model (output modifiers, integer
// clamp, DPP, other SDWA forms, other special registers), and a memory access outside
// every buffer are errors naming the instruction and its position.
//
// Cases and Kernel.RunTuples take a value-slice path first (fast.go,
// fastvalu.go, fasttuples.go): what does not depend on the inputs (the
// launch registers, a Case's prologue) is made once per block size and
// copied into a kept machine, values that are the same in every lane are
// kept as one value (uniform registers: constants, a row of an exhaustive
// sweep, kernarg pointers, addresses), and the min/max family (a uniform
// first 16-bit input: the model's row as its runs, semantics.Model.Runs16), the VOPC
// compares, v_cndmask_b32, v_mov_b32 and global accesses of one address on
// tuple memory run as column loops. Every other instruction, and any
// instruction under a partial EXEC, runs as above on the same machine;
// any error reruns the block (or the RunTuples call) on the path above,
// so that results and errors are the same bytes on both paths (the tests
// compare them on the repository's tiles and on random regions).
//
// A 16-bit result written to the low half zeroes bits 31:16 on GFX9 for
// the two-input and VOP1 forms and keeps them otherwise (LLVM's
// zeroesHigh16BitsOfDest; docs/reference/amdgpu.md §4.8). Not verified on
// hardware (no oracle here): GFX9's three-input 16-bit forms keep the high
// half, v_cvt keeps NaN payloads and quiets them in IEEE mode, clamp keeps
// a −0 result.
//
// # Targets
//
// [Target] is the executor as a tv.Target: Cases (each min/max op of a
// lowered module with its declared semantics, [DeclaredModel]), Funcs
// (external code with llc's calling convention: inputs in v0, v1, v2,
// result in v0, return s_setpc_b64 s[30:31]) and Kernel (a whole lowered
// kernel over global memory; its [Kernel.RunTuples] runs work-item 0 once
// per lane, each lane on its own copy of global memory, for lowerc diff
// -exhaustive). On GFX12 the launch puts the workgroup IDs in TTMP9 and
// TTMP7 (architected SGPRs), elsewhere in the system SGPRs after the user
// SGPRs. lowerc validate and audit use it through
// cmd/lowerc's execTargets.
//
// [LLCKernel] runs llc-19's code for lowerc's LLVM IR of a tile kernel
// (lowerc run/diff llvm:amdgcn-amd-amdhsa:CPU, lowerc audit's step 2):
// LLVM's kernel ABI, the kernarg segment laid out as its .amdgpu_metadata
// says with the code object v5 hidden arguments filled from the launch,
// the user SGPRs (dispatch packet, kernarg pointer, dispatch ID) its
// descriptor enables (docs/reference/amdgpu.md §4.7). The instructions
// llc uses besides lowerc's are in llcinst.go (§3.6). Its
// [LLCKernel.RunTuples] (llctuples.go) cannot put tuples in the lanes of
// one wave as Kernel.RunTuples does: llc computes what it proves the
// same in every lane of a wave once per wave (a compare's lane mask and'ed
// with EXEC into SCC, then s_cselect; s_load), so lanes holding
// different tuples would share it. Each execution is a wave of its own
// (a machine of one-lane waves, lane masks of the generation's width),
// and llc's straight-line code runs through column kernels over those
// waves where they apply (lanefast.go); any error reruns the call as one
// ordinary launch per execution.
//
// A sweep row (a Uniform first input, a Sequence second: lowerc diff
// -exhaustive) takes the sliced path first, for llc's code and for
// lowerc's own Kernel.RunTuples (llcslice.go, kslice.go): each execution
// on its own (one-lane) terms, registers the same in every execution run
// once on a machine of one execution by Machine.step, the others kept as
// pieces (x & v) | c of the sequence's value x, compares and SCC cut
// where their result may change and taken from that machine, a min/max
// of a uniform first input by the model's row runs, of one register
// twice by the instruction's diagonal, a 16-bit store kept as runs
// (tv.Runs). What it has no form for declines to the paths above;
// LLCKernel.TupleStats counts the paths and says why the last call was
// declined.
package amdexec
