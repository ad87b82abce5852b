// Expected text and bytes from docs/reference/amdgpu.md, not llvm-mc (LLVM 19 does not know gfx950); hand-written, -update leaves it alone. New rows: §3.2 (MC950 = llvm/test/MC/AMDGPU/gfx950_asm_features.s; VOP3TD V_MINIMUM3_F32 0x2a8; CDNA4ISA VOP3P opcodes 27/28). Inherited rows: §3.1 notes 1-2 and §3.4 (same bytes as gfx942).
v_maximum3_f32 v1, v2, v3, v4 // v_maximum3_f32 v1, v2, v3, v4 // 0100a9d202071204
v_pk_maximum3_f16 v1, v2, v3, v4 // v_pk_maximum3_f16 v1, v2, v3, v4 // 01409cd30207121c
v_minimum3_f32 v1, v2, v3, v4 // v_minimum3_f32 v1, v2, v3, v4 // 0100a8d202071204
v_pk_minimum3_f16 v1, v2, v3, v4 // v_pk_minimum3_f16 v1, v2, v3, v4 // 01409bd30207121c
v_max_f32 v5, -1, v2 // v_max_f32_e32 v5, -1, v2 // c1040a16
v_max_f32_e32 v0, v0, v0 // v_max_f32_e32 v0, v0, v0 // 00010016
v_max_f64 v[0:1], v[0:1], v[0:1] // v_max_f64 v[0:1], v[0:1], v[0:1] // 000083d200010200
v_max_f16_e32 v0, v0, v0 // v_max_f16_e32 v0, v0, v0 // 0001005a
v_pk_max_f16 v0, v0, v0 // v_pk_max_f16 v0, v0, v0 // 004092d300010218
v_cmp_o_f32_e32 vcc, v0, v1 // v_cmp_o_f32_e32 vcc, v0, v1 // 00038e7c
s_nop 1 // s_nop 1 // 010080bf
v_cndmask_b32_e32 v0, v3, v2, vcc // v_cndmask_b32_e32 v0, v3, v2, vcc // 03050000
v_mov_b32_e32 v3, 0x7fc00000 // v_mov_b32_e32 v3, 0x7fc00000 // ff02067e0000c07f
v_maximum_f32 v0, v1, v2 // ERROR
v_max_f64 v[1:2], v[2:3], v[4:5] // ERROR
