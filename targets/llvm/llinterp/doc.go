// Package llinterp is an interpreter of the LLVM IR subset that min/max code
// uses, with LLVM 19's nondeterminism represented as sets of allowed results.
//
// [Parse] reads LLVM 19 textual IR (a module as opt, llc or lowerc write it):
// the functions' bodies are parsed; declarations, attribute groups (their
// string attributes such as "amdgpu-ieee" and "denormal-fp-math" are kept),
// metadata, target lines and comments are read past. The parser is our own,
// not llir/llvm's: llir/llvm v0.3.6 panics on the bfloat type and keeps no
// source positions, and every error here is positioned (file:line:col).
//
// [Func.Eval] runs one function on one tuple of argument bit patterns and
// returns, per lane of the result, the [Set] of results LLVM 19's LangRef
// allows; [Func.Launch] runs a kernel (a void function) once per thread of
// a grid × block launch, threads one after another, on a [Memory] of byte
// buffers whose elements may hold sets (a store of a value with several
// allowed results keeps them; a load of the same width returns them; a
// partial overlap with such an element is an error). Supported:
//
//   - basic blocks with br (unconditional, or on an exactly known i1) and
//     phi; ret and ret void;
//   - load, store (whole-byte types; no volatile or atomic) and
//     getelementptr with one constant or computed index, on pointers
//     (ptr, ptr addrspace(N), typed pointers) into the launch's buffers,
//     bounds checked;
//   - the thread and block ids lowerc's kernels read
//     (llvm.nvvm.read.ptx.sreg.{tid,ntid,ctaid,nctaid}.{x,y,z},
//     llvm.amdgcn.workitem.id.*, llvm.amdgcn.workgroup.id.*);
//   - inline asm, through the model the module's AsmFunc gives it (lowerc's
//     one-instruction min/max asm: package audit's asmModel);
//   - the intrinsics llvm.minnum, maxnum, minimum, maximum, minimumnum,
//     maximumnum (package semantics' llvm19:* relations, lane by lane),
//     llvm.canonicalize (canon.go), llvm.fabs, llvm.copysign,
//     llvm.is.fpclass;
//   - fneg, fcmp (all 16 predicates), select, fpext, fptrunc;
//   - bitcast (also as a constant expression), and, or, xor, shl, lshr,
//     ashr, add, sub, mul, udiv, urem, icmp, zext, sext, trunc,
//     extractelement and insertelement with a constant index;
//   - the fast-math flags nnan, ninf (a NaN or infinite argument or result
//     is poison) and nsz (the sign of a zero argument or result is free).
//
// on half, bfloat, float, double, iN and fixed vectors of them. Values are
// sets of bit patterns per lane; a set that contains poison allows every
// result (poison may be refined to anything). Any other instruction,
// intrinsic, flag, type or constant form is an error naming it at its
// position — never skipped.
//
// Undefined behaviour (a poison address or branch condition, a use whose
// definition did not run) and a loop of more than 2^20 instructions are
// errors, not modelled.
//
// Sources: LLVM 19 LangRef (https://releases.llvm.org/19.1.0/docs/LangRef.html):
// "Behavior of Floating-Point NaN values", "Fast-Math Flags", the entries of
// each instruction and intrinsic above, and the "denormal-fp-math" function
// attribute; docs/reference/semantics.md §2.3.
package llinterp
