// Package elfobj writes AMDGPU ELF relocatable objects: what llvm-mc
// -filetype=obj writes for an assembly file read by amdgcn.AssembleFile.
// [Write] lays out .text, .rodata (one 64-byte kernel descriptor per
// .amdhsa_kernel block, [Descriptor], with an R_AMDGPU_REL64 relocation for
// the code entry offset), the NT_AMDGPU_METADATA note (the .amdgpu_metadata
// YAML as msgpack, [MetadataMsgpack]), the symbol table and one string
// table, in llvm-mc's order, so that the object is llvm-mc-19's byte for
// byte. The facts (ELF layout, note format, e_flags, descriptor fields)
// are in docs/reference/amdgpu.md §7.
package elfobj
