// shell/webgl_renderer.cpp — see webgl_renderer.h.
#include "webgl_renderer.h"

#include <cstddef>
#include <cstdint>

#include "imgui.h"

namespace shell {

namespace {

constexpr const char* kVertexShader = R"(#version 300 es
precision highp float;
layout (location = 0) in vec2 position;
layout (location = 1) in vec2 uv;
layout (location = 2) in vec4 colour;
uniform mat4 projection;
out vec2 frag_uv;
out vec4 frag_colour;
void main() {
    frag_uv = uv;
    frag_colour = colour;
    gl_Position = projection * vec4(position, 0.0, 1.0);
}
)";

constexpr const char* kFragmentShader = R"(#version 300 es
precision mediump float;
uniform sampler2D tex;
in vec2 frag_uv;
in vec4 frag_colour;
layout (location = 0) out vec4 out_colour;
void main() {
    out_colour = frag_colour * vec4(1.0, 1.0, 1.0, texture(tex, frag_uv).r);  // the atlas holds alpha only
}
)";

// A shader that failed to compile fails the link, which Link() checks.
GLuint Compile(GLenum kind, const char* source) {
    const GLuint shader = glCreateShader(kind);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    return shader;
}

}  // namespace

void WebGlRenderer::Init() {
    const GLuint vs = Compile(GL_VERTEX_SHADER, kVertexShader);
    const GLuint fs = Compile(GL_FRAGMENT_SHADER, kFragmentShader);
    program_ = glCreateProgram();
    glAttachShader(program_, vs);
    glAttachShader(program_, fs);
    glLinkProgram(program_);
    glDeleteShader(vs);  // freed with the program
    glDeleteShader(fs);

    // The vertex layout of ImDrawVert lives in the vertex array object, with the index buffer.
    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vertices_);
    glGenBuffers(1, &indices_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vertices_);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indices_);
    glEnableVertexAttribArray(0);
    glEnableVertexAttribArray(1);
    glEnableVertexAttribArray(2);
    const auto stride = static_cast<GLsizei>(sizeof(ImDrawVert));
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(ImDrawVert, pos)));
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(ImDrawVert, uv)));
    glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, reinterpret_cast<void*>(offsetof(ImDrawVert, col)));
    glBindVertexArray(0);
    ImGui::GetIO().BackendRendererName = "famiglia_webgl2";
}

bool WebGlRenderer::Link() {
    if (linked_ == Linked::kUnknown) {
        GLint ok = 0;
        glGetProgramiv(program_, GL_LINK_STATUS, &ok);
        linked_ = ok ? Linked::kYes : Linked::kNo;
        if (ok) {
            texture_location_ = glGetUniformLocation(program_, "tex");
            projection_location_ = glGetUniformLocation(program_, "projection");
        }
    }
    return linked_ == Linked::kYes;
}

void WebGlRenderer::CreateFontTexture() {
    ImGuiIO& io = ImGui::GetIO();
    // UpdateFonts (ui/fonts.cpp) built the atlas before the texture is made. GetTexDataAsAlpha8 would build it on
    // demand, and so link ImGui's own fallback font into the page.
    IM_ASSERT(io.Fonts->TexPixelsAlpha8 != nullptr);
    const unsigned char* pixels = io.Fonts->TexPixelsAlpha8;
    const int width = io.Fonts->TexWidth, height = io.Fonts->TexHeight;
    glGenTextures(1, &font_);
    glBindTexture(GL_TEXTURE_2D, font_);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, pixels);
    io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(font_)));
}

void WebGlRenderer::DestroyFontTexture() {
    if (font_ == 0) return;
    glDeleteTextures(1, &font_);
    font_ = 0;
    ImGui::GetIO().Fonts->SetTexID(nullptr);
}

bool WebGlRenderer::Render(const ImDrawData* data, int fb_width, int fb_height) {
    if (!Link()) return false;
    if (data == nullptr || fb_width <= 0 || fb_height <= 0) return true;
    glEnable(GL_BLEND);
    glBlendEquation(GL_FUNC_ADD);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glDisable(GL_CULL_FACE);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_STENCIL_TEST);
    glEnable(GL_SCISSOR_TEST);
    glViewport(0, 0, fb_width, fb_height);

    // Display coordinates (CSS pixels, from DisplayPos) to clip space, y down.
    const float l = data->DisplayPos.x, r = data->DisplayPos.x + data->DisplaySize.x;
    const float t = data->DisplayPos.y, b = data->DisplayPos.y + data->DisplaySize.y;
    const float projection[16] = {
        2.0f / (r - l), 0.0f, 0.0f, 0.0f,  0.0f, 2.0f / (t - b),    0.0f,
        0.0f,           0.0f, 0.0f, -1.0f, 0.0f, (r + l) / (l - r), (t + b) / (b - t),
        0.0f,           1.0f,
    };
    glUseProgram(program_);
    glUniform1i(texture_location_, 0);
    glUniformMatrix4fv(projection_location_, 1, GL_FALSE, projection);
    glBindVertexArray(vao_);
    glActiveTexture(GL_TEXTURE0);

    const ImVec2 origin = data->DisplayPos, scale = data->FramebufferScale;
    constexpr GLenum kIndexType = sizeof(ImDrawIdx) == 2 ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT;
    for (int n = 0; n < data->CmdListsCount; ++n) {
        const ImDrawList* list = data->CmdLists[n];
        glBufferData(GL_ARRAY_BUFFER,
                     static_cast<GLsizeiptr>(list->VtxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawVert)),
                     list->VtxBuffer.Data, GL_STREAM_DRAW);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                     static_cast<GLsizeiptr>(list->IdxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawIdx)),
                     list->IdxBuffer.Data, GL_STREAM_DRAW);
        for (int i = 0; i < list->CmdBuffer.Size; ++i) {
            const ImDrawCmd& cmd = list->CmdBuffer[i];
            if (cmd.UserCallback != nullptr) {  // the app adds none; ImGui's own reset needs nothing here
                if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(list, &cmd);
                continue;
            }
            const float x0 = (cmd.ClipRect.x - origin.x) * scale.x, y0 = (cmd.ClipRect.y - origin.y) * scale.y;
            const float x1 = (cmd.ClipRect.z - origin.x) * scale.x, y1 = (cmd.ClipRect.w - origin.y) * scale.y;
            if (x1 <= x0 || y1 <= y0) continue;
            glScissor(static_cast<GLint>(x0), static_cast<GLint>(static_cast<float>(fb_height) - y1),
                      static_cast<GLsizei>(x1 - x0), static_cast<GLsizei>(y1 - y0));
            glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(reinterpret_cast<std::intptr_t>(cmd.GetTexID())));
            // No base vertex in WebGL 2: the backend does not claim RendererHasVtxOffset, so VtxOffset is 0.
            glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), kIndexType,
                           reinterpret_cast<void*>(static_cast<std::intptr_t>(cmd.IdxOffset * sizeof(ImDrawIdx))));
        }
    }
    glBindVertexArray(0);
    glDisable(GL_SCISSOR_TEST);
    return true;
}

}  // namespace shell
